#include "lesson_figures.h"

#include <algorithm>

#include "all_puzzles.h"
#include "lesson_entries.h"

namespace pw::lessons {

std::string shortVersions(const std::string& puzzle) {
    std::vector<std::string> names;
    for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(puzzle)) {
        std::string name = "v";  // appended, not "v" + ...: GCC 12 warns wrongly (-Wrestrict) on that form
        name += std::to_string(a->version);
        names.push_back(std::move(name));
    }
    return joined(names, ", ");
}

std::optional<std::string> resolveVersion(const std::string& puzzle, const std::string& written) {
    const std::string id = written.size() > 1 && written[0] == 'v' && written.find('.') == std::string::npos
                               ? puzzle + "." + written
                               : written;
    const AlgorithmInfo* a = builtinRegistry().algorithm(id);
    if (!a || a->puzzle != puzzle) return std::nullopt;
    return id;
}

std::optional<LessonError> resolveFigure(const std::string& name, bool counterOnly, const AlgorithmInfo& algorithm,
                                         int line, int column, FigureRef* ref) {
    if (!counterOnly) {
        const std::vector<std::string>& names = figureNames();
        if (const auto it = std::find(names.begin(), names.end(), name); it != names.end()) {
            ref->figure = static_cast<Figure>(it - names.begin());
            return std::nullopt;
        }
    }
    const std::vector<std::string>& counters = algorithm.counterNames;
    if (const auto it = std::find(counters.begin(), counters.end(), name); it != counters.end()) {
        ref->figure = Figure::Counter;
        ref->counter = static_cast<int>(it - counters.begin());
        return std::nullopt;
    }
    if (counterOnly) return error(LessonErrorKind::UnknownCounter, line, column, excerpt(name), joined(counters, ", "));
    return error(LessonErrorKind::UnknownFigure, line, column, excerpt(name),
                 joined(figureNames(), ", ") + ", counter:NAME");
}

std::optional<LessonError> resolveWritten(const WrittenFigure& written, const LessonStep& step, int line, int column,
                                          FigureRef* ref) {
    std::string version = step.version;
    if (!written.version.empty()) {
        const auto resolved = resolveVersion(step.puzzle, written.version);
        if (!resolved)
            return error(LessonErrorKind::UnknownVersion, line, column, excerpt(written.version), shortVersions(step.puzzle));
        version = *resolved;
    }
    const bool runs = step.run == RunAction::Compare ? true : step.run != RunAction::None && version == step.version;
    if (!runs) return error(LessonErrorKind::FigureNotRun, line, column, excerpt(version));
    ref->version = version;
    return resolveFigure(written.name, written.counter, *builtinRegistry().algorithm(version), line, column, ref);
}

}  // namespace pw::lessons
