#include "merge_text.h"

#include "text/number_text.h"

namespace pw::ui {

QString mergeCountsText(const MergeResult& result, const QString& first, const QString& second) {
    const MergeCounts& c = result.counts;
    const std::uint64_t firstNodes = c.both + c.onlyFirst;
    QString text = MergeText::tr("%1 never visits %2 of %3's %4 node(s).", nullptr, numerus(firstNodes))
                       .arg(second, formatCount(c.onlyFirst), first, formatCount(firstNodes));
    if (c.onlySecond > 0)
        text += QLatin1Char(' ') + MergeText::tr("%1 never visits %2 of %3's %4 node(s).", nullptr, numerus(c.both + c.onlySecond))
                                       .arg(first, formatCount(c.onlySecond), second, formatCount(c.both + c.onlySecond));
    text += QLatin1Char('\n') +
            MergeText::tr("Drawn as usual: the %1 node(s) both visit. Hollow dashed triangles: what only %2 visits.", nullptr,
                          numerus(c.both))
                .arg(formatCount(c.both), first);
    if (c.onlySecond > 0)
        text += QLatin1Char(' ') + MergeText::tr("Upside-down triangles: what only %1 visits.").arg(second);
    if (!result.completed) text += QLatin1Char('\n') + MergeText::tr("Stopped before the end: these are the counts so far.");
    return text;
}

QString mismatchText(const MergeResult& result, const QString& first, const QString& second) {
    const int depth = static_cast<int>(result.mismatchPath.size());
    switch (result.mismatch) {
    case MergeMismatch::None: return {};
    case MergeMismatch::DecisionSpaces:
        return MergeText::tr("%1 and %2 do not decide the same things in the same order (a symmetry, another order "
                             "or half boards joined): their trees are shown side by side, not matched.")
            .arg(first, second);
    case MergeMismatch::GivenDecisions:
        return MergeText::tr("One of them starts from decisions it takes as given (a task's first queens), which "
                             "the other searches: the trees of %1 and %2 are shown side by side.")
            .arg(first, second);
    case MergeMismatch::UntracedWork:
        return MergeText::tr("One of them counts work its tree does not trace (a table filled before the search): "
                             "the trees of %1 and %2 are shown side by side.")
            .arg(first, second);
    case MergeMismatch::NoCommonDecision:
        return MergeText::tr("At depth %3 both go deeper but on no decision in common (another cell chosen): the "
                             "trees of %1 and %2 are shown side by side.")
            .arg(first, second)
            .arg(depth);
    case MergeMismatch::DifferentOrder:
        return MergeText::tr("At depth %3 both make the same decisions in another order: the trees of %1 and %2 are "
                             "shown side by side.")
            .arg(first, second)
            .arg(depth);
    case MergeMismatch::SecondTooLarge:
        return MergeText::tr("The tree of %2 has more nodes than a merge holds (%3): choose %2 first and merge it "
                             "with %1.")
            .arg(first, second, formatCount(MergeRequest::kDefaultSecondLimit));
    }
    return {};
}

QString ghostText(const QString& names, std::uint64_t nodes, const QString& first, const QString& second, int line,
                  const QString& lineText) {
    QString text = MergeText::tr("%1 — only %2 visits these %3 node(s).", nullptr, numerus(nodes))
                       .arg(names, first, formatCount(nodes));
    if (line >= 0)
        text += QLatin1Char(' ') + MergeText::tr("%1 refuses them at line %2: “%3”.").arg(second).arg(line + 1).arg(lineText);
    else text += QLatin1Char(' ') + MergeText::tr("%1 names no line that refuses them.").arg(second);
    return text;
}

QString secondOnlyText(const QString& names, std::uint64_t nodes, const QString& second) {
    return MergeText::tr("%1 — only %2 visits these %3 node(s).", nullptr, numerus(nodes)).arg(names, second, formatCount(nodes));
}

QString bothText(const QString& names, const VisitTally& tally, const QString& first) {
    QString text = MergeText::tr("%1 — both visit it.").arg(names);
    if (tally.onlyFirst > 0)
        text += QLatin1Char(' ') + MergeText::tr("Below it, %1 node(s) only %2 visits.", nullptr, numerus(tally.onlyFirst))
                                       .arg(formatCount(tally.onlyFirst), first);
    return text;
}

QString mergeProgressText(int phase, std::uint64_t nodes, const QString& first, const QString& second) {
    const QString running = phase <= 1 ? second : first;
    return MergeText::tr("Merging %1 with %2: running %3, %4 node(s) so far…", nullptr, numerus(nodes))
        .arg(first, second, running, formatCount(nodes));
}

}  // namespace pw::ui
