// The run file's reader (core/run_file.h) as a fuzzed reader: any bytes give a run whose
// every event can be sought, which written out again reads back the same, or an error
// of a known kind at a byte inside the file. The seeds are runs of a few versions
// recorded here: a search with its tree, a table summarised before the search, a
// student's version with its source, a run stopped at its cap, bookmarks.
#include <stop_token>

#include "all_puzzles.h"
#include "core/recording_tracer.h"
#include "core/run_file.h"
#include "readers.h"

namespace pw::fuzz {

namespace {

std::string checkRun(std::string_view text, bool* accepted) {
    const RunFileResult read = readRunFile(text, builtinRegistry());
    *accepted = read.ok();
    if (!read) {
        const RunFileError& e = read.error();
        if (e.kind == RunFileErrorKind::None || e.kind >= RunFileErrorKind::End) return "run: an error of no known kind";
        if (e.offset > text.size()) return "run: the error's byte is outside the file: " + debugString(e);
        if (e.found.size() > kMaxParseExcerpt) return "run: the excerpt is too long: " + debugString(e);
        if (e.kind == RunFileErrorKind::BadBoard && !e.board) return "run: a bad board without its error";
        return {};
    }
    const RecordedRun& run = read.value();
    const Recording& r = run.recording;
    if (!r.empty()) {
        (void)r.at(r.size() - 1);
        (void)r.at(r.size() / 2);
        (void)r.kindsIn(0, r.size());
    }
    for (const Bookmark& b : r.bookmarks())
        if (b.event >= r.size()) return "run: a bookmark past the last event";
    const std::string written = writeRunFile(run, builtinRegistry());
    const RunFileResult again = readRunFile(written, builtinRegistry());
    if (!again) return "run: its own file does not read back: " + debugString(again.error());
    if (writeRunFile(*again, builtinRegistry()) != written) return "run: reads back differently";
    return {};
}

std::string recorded(const char* id, const Instance& instance, std::uint64_t cap, bool own = false) {
    const AlgorithmInfo& a = *builtinRegistry().algorithm(id);
    SharedRecording recording({.events = cap});
    LiveStats live;
    SolutionSink sink(4);
    std::stop_source stop;
    RecordingTracer tracer(recording, &live, &sink, AtRecordingCap::Stop, &stop);
    SearchContext ctx(sink, stop.get_token(), &live, &tracer);
    const RunResult result = runAlgorithm(a, instance, {Mode::All, 1, false}, ctx);
    RecordedRun run;
    run.puzzle = a.puzzle;
    run.version = own ? RecordedRun::kOwnVersion : a.id;
    run.title = own ? "mine.cpp" : a.title;
    if (own)
        for (const std::string& line : a.pseudocode) run.source += line + "\n";
    run.counterNames = a.counterNames;
    run.instance = instance;
    run.stats = result.stats;
    run.recording = recording.copy();
    run.recording.setEnd({true, result.completed, tracer.capped(), false, result.notice});
    if (run.recording.size() > 3) {
        run.recording.setBookmark(1, "here");
        run.recording.setBookmark(3, "");
    }
    return writeRunFile(run, builtinRegistry());
}

std::vector<std::string> runSeeds() {
    const Registry& r = builtinRegistry();
    return {recorded("queens.v2", *r.puzzle("queens")->makeInstance({.size = 4}), 1000),
            recorded("shading.v3", *r.puzzle("shading")->makeInstance({.size = 3, .k = 2}), 60),
            recorded("queens.v1", *r.puzzle("queens")->makeInstance({.size = 4}), 40, true),
            recorded("lightsout.v2", *r.puzzle("lightsout")->makeInstance({.rows = 2, .cols = 2}), 50),
            recorded("magic.v2", *r.puzzle("magic")->makeInstance({.size = 3}), 30),
            recorded("sudoku.v1", *r.puzzle("sudoku")->makeInstance({}), 3, true),
            recorded("queens.v2", *r.puzzle("queens")->makeInstance({.size = 5}), 2)};
}

}  // namespace

const Reader& runReader() {
    static const Reader reader{"run", checkRun, runSeeds};
    return reader;
}

}  // namespace pw::fuzz
