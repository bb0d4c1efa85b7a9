#include "tree_text.h"

#include <algorithm>

#include "text/number_text.h"

namespace pw::ui {

namespace {

QString kindText(SummaryKind kind) {
    switch (kind) {
    case SummaryKind::TableBeforeSearch: return TreeText::tr("a table filled before the search, by searches of its own");
    }
    return {};
}

}  // namespace

QString nodeCountText(std::uint64_t nodes) {
    return TreeText::tr("%1 node(s)", nullptr, numerus(nodes)).arg(formatCount(nodes));
}

QString treeCountsText(const TreeBuilder& builder) {
    const TreeTotals& t = builder.totals();
    QString text = nodeCountText(t.nodes) + QStringLiteral(" · ") +
                   TreeText::tr("%1 solution(s)", nullptr, numerus(t.solutions)).arg(formatCount(t.solutions)) +
                   QStringLiteral(" · ") +
                   TreeText::tr("%1 dead end(s)", nullptr, numerus(t.deadEnds)).arg(formatCount(t.deadEnds)) +
                   QStringLiteral(" · ") + TreeText::tr("%1 cut(s)", nullptr, numerus(t.cuts)).arg(formatCount(t.cuts));
    if (t.summarised == 0) return text;
    // What the summarised part is, said here too: the triangle may be scrolled out of view.
    const auto& summaries = builder.summaries();
    const bool oneKind = std::all_of(summaries.begin(), summaries.end(),
                                     [&](const TreeBuilder::Summary& s) { return s.kind == summaries.front().kind; });
    const QString what = oneKind ? kindText(summaries.front().kind) : TreeText::tr("work done outside the stepped search");
    return text + QLatin1Char('\n') +
           TreeText::tr("%1 of them summarised (purple triangle), not drawn one by one: %2.", nullptr, numerus(t.summarised))
               .arg(formatCount(t.summarised), what);
}

QString summaryCaption(const TreeBuilder::Summary& summary) {
    switch (summary.kind) {
    case SummaryKind::TableBeforeSearch: return TreeText::tr("table filled first", "beside a summary node");
    }
    return {};
}

QString summaryDescription(const TreeBuilder::Summary& summary) {
    int first = -1, last = -1;
    for (std::size_t d = 0; d < summary.perDepth.size(); ++d)
        if (summary.perDepth[d] != 0) {
            if (first < 0) first = static_cast<int>(d);
            last = static_cast<int>(d);
        }
    const QString count = nodeCountText(summary.nodes);
    const QString where = first == last ? TreeText::tr("at depth %1").arg(first)
                                        : TreeText::tr("at depths %1 to %2").arg(first).arg(last);
    return TreeText::tr("Summary — %3: %1 %2. They are in the counters; stepping goes through the search that "
                        "uses it, not through these nodes.")
        .arg(count, where, kindText(summary.kind));
}

QString givenDescription() {
    return TreeText::tr("taken as given (a task's start), not a node of the count");
}

}  // namespace pw::ui
