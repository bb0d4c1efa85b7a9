#include "bench_merge.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bench_runner.h"
#include "core/csv_writer.h"

namespace pw::bench {

namespace {

const AlgorithmInfo* findVersion(const Registry& registry, const std::string& puzzle, const std::string& id) {
    const AlgorithmInfo* a = registry.algorithm(id);
    if (!a) a = registry.algorithm(puzzle + "." + id);  // "v2" for "<puzzle>.v2", as --algo takes it
    return a && a->puzzle == puzzle ? a : nullptr;
}

const char* modeName(Mode mode) {
    switch (mode) {
    case Mode::First: return "first";
    case Mode::All: return "all";
    case Mode::Count: return "count";
    }
    return "?";
}

const char* mismatchKey(MergeMismatch m) {
    switch (m) {
    case MergeMismatch::None: return "";
    case MergeMismatch::DecisionSpaces: return "decision_spaces";
    case MergeMismatch::GivenDecisions: return "given_decisions";
    case MergeMismatch::UntracedWork: return "untraced_work";
    case MergeMismatch::NoCommonDecision: return "no_common_decision";
    case MergeMismatch::DifferentOrder: return "different_order";
    case MergeMismatch::SecondTooLarge: return "second_too_large";
    }
    return "?";
}

bool merged(const MergeRow& row) { return row.result.mismatch == MergeMismatch::None && row.result.completed; }

std::string note(const MergeRow& row) {
    std::string text = row.message;
    if (!row.result.completed && row.result.mismatch == MergeMismatch::None)
        text = text.empty() ? "stopped before the end: the counts are not the whole trees'" : text;
    return text;
}

std::string figure(const MergeRow& row, std::uint64_t value) { return merged(row) ? std::to_string(value) : "-"; }

std::string millis(double ms) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(3) << ms;
    return out.str();
}

std::string where(const MergeRow& row) {
    const std::size_t depth = row.result.mismatchPath.size();
    return depth == 0 ? " at the root" : " at depth " + std::to_string(depth);
}

}  // namespace

std::string mismatchSentence(const MergeRow& row) {
    const std::string& a = row.first->id;
    const std::string& b = row.second->id;
    switch (row.result.mismatch) {
    case MergeMismatch::None: return {};
    case MergeMismatch::DecisionSpaces:
        return "not merged: " + a + " and " + b + " do not decide the same things (" + row.first->decisionSpace +
               " against " + row.second->decisionSpace + ")";
    case MergeMismatch::GivenDecisions:
        return "not merged: a version starts from decisions it takes as given (a task's first queens)" + where(row);
    case MergeMismatch::UntracedWork:
        return "not merged: a version counts work its tree does not trace (a table filled before the search)";
    case MergeMismatch::NoCommonDecision:
        return "not merged: both go deeper" + where(row) + " on no decision in common (another variable chosen)";
    case MergeMismatch::DifferentOrder:
        return "not merged: both make the same decisions" + where(row) + " in another order";
    case MergeMismatch::SecondTooLarge:
        return "not merged: " + b + "'s tree passed the " + std::to_string(MergeRequest::kDefaultSecondLimit) +
               " nodes a merge holds; put the larger version first";
    }
    return {};
}

Result<std::vector<MergeRow>> runMerges(const Registry& registry, const BenchOptions& options, std::stop_token stop) {
    const PuzzleInfo* puzzle = registry.puzzle(options.puzzle);
    if (!puzzle) return Error{"unknown puzzle '" + options.puzzle + "'"};
    if (options.merge.size() != 2) return Error{"--merge expects two versions, A,B"};
    const AlgorithmInfo* first = findVersion(registry, options.puzzle, options.merge[0]);
    const AlgorithmInfo* second = findVersion(registry, options.puzzle, options.merge[1]);
    for (std::size_t i = 0; i < 2; ++i)
        if (!(i ? second : first)) return Error{"unknown algorithm '" + options.merge[i] + "' for " + options.puzzle};
    Result<std::vector<Instance>> instances = loadInstances(*puzzle, options);
    if (!instances) return Error{instances.error()};
    std::vector<MergeRow> rows;
    for (const Instance& instance : *instances) {
        MergeRequest request;
        request.first = first;
        request.second = second;
        request.instance = instance;
        request.options.mode = options.mode;
        MergeRow row;
        row.first = first;
        row.second = second;
        row.rows = instance.rows;
        row.cols = instance.cols;
        row.mode = options.mode;
        row.result = mergeRuns(request, stop);
        row.message = mismatchSentence(row);
        if (stop.stop_requested()) row.message = "stopped by Ctrl+C: the counts are not the whole trees'";
        rows.push_back(std::move(row));
        if (stop.stop_requested()) break;
    }
    return rows;
}

void printMerges(std::ostream& out, const std::vector<MergeRow>& rows, Format format) {
    switch (format) {
    case Format::Json: {
        out << "[\n";
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const MergeRow& r = rows[i];
            const auto count = [&](std::uint64_t v) { return merged(r) ? nlohmann::ordered_json(v) : nlohmann::ordered_json(nullptr); };
            nlohmann::ordered_json j;
            j["puzzle"] = r.first->puzzle;
            j["first"] = r.first->id;
            j["second"] = r.second->id;
            j["rows"] = r.rows;
            j["cols"] = r.cols;
            j["mode"] = modeName(r.mode);
            j["both"] = count(r.result.counts.both);
            j["only_first"] = count(r.result.counts.onlyFirst);
            j["only_second"] = count(r.result.counts.onlySecond);
            j["first_nodes"] = r.result.firstRun.stats.nodes;
            j["second_nodes"] = r.result.secondRun.stats.nodes;
            j["ghosts"] = count(r.result.counts.ghosts);
            j["second_only_subtrees"] = count(r.result.counts.secondOnlySubtrees);
            j["elapsed_ms"] = std::round(r.result.elapsedMs * 1000.0) / 1000.0;
            j["completed"] = r.result.completed;
            j["merged"] = merged(r);
            j["mismatch"] = r.result.mismatch == MergeMismatch::None ? nlohmann::ordered_json(nullptr)
                                                                     : nlohmann::ordered_json(mismatchKey(r.result.mismatch));
            if (!r.first->file.empty()) j["first_file"] = r.first->file;
            if (!r.second->file.empty()) j["second_file"] = r.second->file;
            if (const std::string text = note(r); !text.empty()) j["message"] = text;
            out << "  " << j.dump() << (i + 1 < rows.size() ? "," : "") << "\n";
        }
        out << "]\n";
        break;
    }
    case Format::Csv: {
        // Through the one CSV writer (RFC 4180: CRLF records, fields quoted when they must be).
        out << csv::record(std::vector<std::string>{"puzzle", "first", "second", "rows", "cols", "mode", "both", "only_first", "only_second",
                            "first_nodes", "second_nodes", "ghosts", "second_only_subtrees", "elapsed_ms", "completed",
                            "merged", "mismatch", "message"});
        const auto ifMerged = [](const MergeRow& r, std::uint64_t value) { return merged(r) ? std::to_string(value) : std::string(); };
        for (const MergeRow& r : rows)
            out << csv::record(std::vector<std::string>{r.first->puzzle, r.first->id, r.second->id, std::to_string(r.rows), std::to_string(r.cols),
                                std::string(modeName(r.mode)), ifMerged(r, r.result.counts.both),
                                ifMerged(r, r.result.counts.onlyFirst), ifMerged(r, r.result.counts.onlySecond),
                                std::to_string(r.result.firstRun.stats.nodes), std::to_string(r.result.secondRun.stats.nodes),
                                ifMerged(r, r.result.counts.ghosts), ifMerged(r, r.result.counts.secondOnlySubtrees),
                                millis(r.result.elapsedMs), r.result.completed ? "true" : "false", merged(r) ? "true" : "false",
                                std::string(mismatchKey(r.result.mismatch)), note(r)});
        break;
    }
    case Format::Table: {
        // As wide as the longest name (a student's file's path).
        int name = 14;
        for (const MergeRow& r : rows)
            name = std::max({name, static_cast<int>(r.first->id.size()) + 2, static_cast<int>(r.second->id.size()) + 2});
        out << std::left << std::setw(name) << "first" << std::setw(name) << "second" << std::right << std::setw(14)
            << "both" << std::setw(14) << "only_first" << std::setw(14) << "only_second" << std::setw(14)
            << "first nodes" << std::setw(14) << "second nodes" << std::setw(12) << "total ms" << '\n';
        for (const MergeRow& r : rows) {
            out << std::left << std::setw(name) << r.first->id << std::setw(name) << r.second->id << std::right
                << std::setw(14) << figure(r, r.result.counts.both) << std::setw(14) << figure(r, r.result.counts.onlyFirst)
                << std::setw(14) << figure(r, r.result.counts.onlySecond) << std::setw(14) << r.result.firstRun.stats.nodes
                << std::setw(14) << r.result.secondRun.stats.nodes << std::setw(12) << millis(r.result.elapsedMs);
            if (const std::string text = note(r); !text.empty()) out << "  " << text;
            out << '\n';
        }
        for (const MergeRow& r : rows)
            if (merged(r))
                out << r.second->id << " never visits " << r.result.counts.onlyFirst << " of " << r.first->id << "'s "
                    << r.result.firstRun.stats.nodes << " nodes (" << r.result.counts.ghosts << " subtrees); "
                    << r.first->id << " never visits " << r.result.counts.onlySecond << " of " << r.second->id << "'s "
                    << r.result.secondRun.stats.nodes << ".\n";
        break;
    }
    }
}

bool printOwnMerges(std::ostream& out, std::vector<MergeRow>& rows, const OwnVersions& own, Format format) {
    bool failed = false;
    for (MergeRow& row : rows)
        for (const auto& [algorithm, run] : {std::pair{row.first, &row.result.firstRun}, std::pair{row.second, &row.result.secondRun}})
            for (const auto& version : own.versions) {
                if (version->path() != algorithm->file) continue;
                const std::string sentence = ownVersionSentence(*version, run);
                if (sentence.empty()) continue;
                failed = true;
                row.message = row.message.empty() ? sentence : row.message + "; " + sentence;
            }
    printMerges(out, rows, format);
    return failed;
}

}  // namespace pw::bench
