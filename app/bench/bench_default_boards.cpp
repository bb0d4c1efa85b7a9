#include "bench_default_boards.h"

#include <algorithm>
#include <cstring>

#include "bench_parse_error.h"

namespace pw::bench {

namespace {

const EmbeddedSample* sampleOf(const std::string& puzzle) {
    for (const EmbeddedSample& sample : embeddedSamples())
        if (puzzle == sample.puzzle) return &sample;
    return nullptr;
}

// "an empty 9×9 board (k = 4)" from the instance makeInstance gives.
std::string describeEmpty(const Instance& instance) {
    std::string text = "an empty " + std::to_string(instance.rows) + "x" + std::to_string(instance.cols) + " board";
    if (instance.k > 0) text += " (k = " + std::to_string(instance.k) + ")";
    return text;
}

// What a sample is, from its first comment line up to its first parenthesis or colon:
// "# The candidates lesson (controlvalid): every..." gives "The candidates lesson".
std::string firstComment(const char* text) {
    const char* end = std::strchr(text, '\n');
    std::string line(text, end ? static_cast<std::size_t>(end - text) : std::strlen(text));
    if (line.rfind("# ", 0) != 0) return {};
    line.erase(0, 2);
    line.erase(std::min(line.find(" ("), line.find(':')));
    return line;
}

}  // namespace

bool asksForNoSize(const SizeRequest& size) {
    return size.size == 0 && size.rows == 0 && size.cols == 0 && size.k == 0 && !size.torus;
}

Result<std::vector<Instance>> defaultBoard(const PuzzleInfo& puzzle) {
    if (const EmbeddedSample* sample = sampleOf(puzzle.id)) {
        // Compiled in from the source tree: a sample that does not read is a build's
        // mistake, told as clearly as a user's file would be.
        ParseResult<std::vector<Instance>> parsed = puzzle.parseInstances(sample->text);
        if (!parsed) return Error{std::string(sample->path) + ": " + describeParseError(parsed.error())};
        if (parsed->empty()) return Error{std::string(sample->path) + ": no puzzle in the file"};
        std::vector<Instance> instances = std::move(parsed).value();
        instances.resize(1);
        if (instances.front().name.empty()) instances.front().name = sample->path;
        return instances;
    }
    Result<Instance> one = puzzle.makeInstance({});
    if (!one) return Error{one.error()};
    return std::vector<Instance>{*one};
}

std::string defaultBoardsHelp(const Registry& registry) {
    std::string text = "Without --input or a size, each puzzle runs on its lesson's board:\n";
    for (const PuzzleInfo& puzzle : registry.puzzles()) {
        std::string what;
        if (const EmbeddedSample* sample = sampleOf(puzzle.id)) {
            what = sample->path;
            if (const std::string comment = firstComment(sample->text); !comment.empty()) what += " (" + comment + ")";
        } else if (Result<Instance> empty = puzzle.makeInstance({})) {
            what = describeEmpty(*empty);
        } else {
            continue;
        }
        text += "  " + puzzle.id + std::string(puzzle.id.size() < 10 ? 10 - puzzle.id.size() : 1, ' ') + what + "\n";
    }
    return text;
}

}  // namespace pw::bench
