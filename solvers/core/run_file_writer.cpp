// The writer of a run file (docs/RUN_FILES.md); its reader is run_file.cpp.
#include <algorithm>

#include "run_file.h"
#include "run_file_events.h"

namespace pw {

namespace {

constexpr int kCounterFields = 4 + Stats::kExtraCount;

const char* modeWord(Mode mode) {
    switch (mode) {
    case Mode::First: return "first";
    case Mode::All: return "all";
    case Mode::Count: return "count";
    }
    return "all";
}

std::uint64_t field(const Stats& s, int i) {
    switch (i) {
    case 0: return s.nodes;
    case 1: return s.checks;
    case 2: return s.solutions;
    case 3: return s.prunes;
    default: return s.extra[static_cast<std::size_t>(i - 4)];
    }
}

void section(std::string& out, std::string_view name, std::string_view value) {
    out += name;
    out += ' ';
    out += std::to_string(value.size());
    out += '\n';
    out += value;
    out += '\n';
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0) out += '\n';
        out += lines[i];
    }
    return out;
}

}  // namespace

std::string writeRunFile(const RecordedRun& run, const Registry& registry) {
    std::string out;
    out += kRunFileMagic;
    out += "\nformat " + std::to_string(kRunFileFormat) + "\n";
    section(out, "puzzle", run.puzzle);
    section(out, "version", run.version);
    if (!run.title.empty()) section(out, "title", run.title);
    if (run.isOwn()) section(out, "source", run.source);
    section(out, "counter-names", joined(run.counterNames));
    const PuzzleInfo* puzzle = registry.puzzle(run.puzzle);
    section(out, "board", puzzle ? puzzle->formatInstance(run.instance) : std::string());
    if (!run.instance.name.empty()) section(out, "board-name", run.instance.name);
    section(out, "mode", modeWord(run.mode));
    std::string counters;
    for (int i = 0; i < kCounterFields; ++i) counters += std::to_string(field(run.stats, i)) + ' ';
    section(out, "counters", counters + std::to_string(run.extraValid));
    const RecordingEnd& end = run.recording.end();
    std::string ending = std::to_string(end.over) + ' ' + std::to_string(end.completed) + ' ' +
                         std::to_string(end.capped) + ' ' + std::to_string(end.endEvent) + ' ' +
                         std::to_string(end.notice.code);
    for (std::int64_t v : end.notice.values) ending += ' ' + std::to_string(v);
    section(out, "ending", ending);
    section(out, "cap", std::to_string(run.recording.cap().events) + ' ' + std::to_string(run.recording.cap().bytes));
    std::string marks;
    for (const Bookmark& b : run.recording.bookmarks()) {
        std::string label = b.label;
        std::replace(label.begin(), label.end(), '\n', ' ');
        marks += std::to_string(b.event) + ' ' + label + '\n';
    }
    if (!marks.empty()) section(out, "bookmarks", marks);
    std::string events;
    run_file::writeEvents(run.recording, events);
    section(out, "events", events);
    return out;
}

}  // namespace pw
