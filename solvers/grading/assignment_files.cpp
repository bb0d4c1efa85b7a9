#include "assignment_files.h"

#include <filesystem>
#include <fstream>

#include "all_puzzles.h"
#include "assignment_values.h"

namespace pw::grading {

namespace fs = std::filesystem;

std::optional<std::string> readCapped(const std::string& path, std::size_t cap) {
    std::error_code e;
    if (fs::is_directory(path, e)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string text;
    std::string chunk(std::size_t{1} << 16, '\0');
    while (in && text.size() <= cap) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) return std::nullopt;
    if (text.size() > cap + 1) text.resize(cap + 1);
    return text;
}

std::optional<AssignmentError> loadBoardFiles(Assignment& assignment, const std::string& folder) {
    const PuzzleInfo* puzzle = builtinRegistry().puzzle(assignment.puzzle);
    if (!puzzle) return assignmentError(AssignmentErrorKind::UnknownPuzzle, 0, 0, assignment.puzzle);
    for (AssignmentBoard& board : assignment.boards) {
        if (board.source.kind != BoardSource::Kind::File) continue;
        const int line = board.source.line;
        const fs::path written(board.source.file);
        const std::string path = written.is_absolute() ? written.string() : (fs::path(folder) / written).string();
        const std::optional<std::string> text = readCapped(path, kMaxParseInputBytes);
        if (!text)
            return assignmentError(AssignmentErrorKind::FileUnreadable, line, 1, lessons::excerpt(board.source.file));
        ParseResult<std::vector<Instance>> read = puzzle->parseInstances(*text);
        if (!read || read->empty()) {
            AssignmentError err =
                assignmentError(AssignmentErrorKind::BadBoardFile, line, 1, lessons::excerpt(board.source.file));
            err.board = read ? parseError(ParseErrorKind::NoBoard, 0, 0) : read.error();
            return err;
        }
        if (read->size() > kMaxBoardInstances) {
            AssignmentError err = assignmentError(AssignmentErrorKind::TooManyInstances, line, 1);
            err.values = {static_cast<std::int64_t>(read->size()), static_cast<std::int64_t>(kMaxBoardInstances), 0};
            return err;
        }
        if (auto err = checkSides(*read, *puzzle, line, 1)) return err;
        board.instances = std::move(read).value();
    }
    return std::nullopt;
}

AssignmentResult loadAssignment(const std::string& path) {
    const std::optional<std::string> text = readCapped(path, kMaxAssignmentBytes);
    if (!text) return assignmentError(AssignmentErrorKind::FileUnreadable, 0, 0, path);
    AssignmentResult read = readAssignment(*text);
    if (!read) return read;
    Assignment assignment = std::move(read).value();
    if (auto err = loadBoardFiles(assignment, fs::path(path).parent_path().string())) return *err;
    return assignment;
}

}  // namespace pw::grading
