#include "run_file.h"

#include <charconv>
#include <map>
#include <sstream>

#include "run_file_events.h"

namespace pw {

namespace {

constexpr std::size_t kMaxSectionLine = 64;
constexpr int kCounterFields = 4 + Stats::kExtraCount;

void setField(Stats& s, int i, std::uint64_t v) {
    switch (i) {
    case 0: s.nodes = v; break;
    case 1: s.checks = v; break;
    case 2: s.solutions = v; break;
    case 3: s.prunes = v; break;
    default: s.extra[static_cast<std::size_t>(i - 4)] = v; break;
    }
}

std::string excerpt(std::string_view text) { return std::string(text.substr(0, kMaxParseExcerpt)); }

/// A section's value and where it starts in the file.
struct Section {
    std::string_view value;
    std::size_t offset = 0;
};

/// The words of a text value, each with its place in the file.
class Words {
public:
    explicit Words(const Section& s) : text_(s.value), base_(s.offset) {}
    bool next(std::string_view& word, std::size_t& at) {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n')) ++at_;
        if (at_ >= text_.size()) return false;
        const std::size_t start = at_;
        while (at_ < text_.size() && text_[at_] != ' ' && text_[at_] != '\n') ++at_;
        word = text_.substr(start, at_ - start);
        at = base_ + start;
        return true;
    }
    /// The rest of the current line, after one space (a bookmark's label).
    std::string_view restOfLine() {
        if (at_ < text_.size() && text_[at_] == ' ') ++at_;
        const std::size_t start = at_;
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
        return text_.substr(start, at_ - start);
    }

private:
    std::string_view text_;
    std::size_t base_;
    std::size_t at_ = 0;
};

/// Reads a file's sections, then their values, keeping the first error.
class FileReader {
public:
    FileReader(std::string_view bytes, const Registry& registry) : bytes_(bytes), registry_(registry) {}

    RunFileResult read();

private:
    bool fail(RunFileErrorKind kind, std::size_t offset, std::string found = {}, std::array<std::int64_t, 3> values = {}) {
        error_.kind = kind;
        error_.offset = offset;
        error_.section = current_;
        error_.found = excerpt(found);
        error_.values = values;
        return false;
    }
    bool readHeader(std::size_t& at);
    bool readSections(std::size_t at);
    const Section* find(const char* name) {
        current_ = name;
        auto it = sections_.find(name);
        currentSection_ = it == sections_.end() ? nullptr : &it->second;
        return currentSection_;
    }
    const Section* need(const char* name) {
        const Section* s = find(name);
        if (!s) fail(RunFileErrorKind::MissingSection, bytes_.size(), name);
        return s;
    }
    bool unsignedWord(Words& words, std::uint64_t& out, std::uint64_t largest);
    bool readIdentity(RecordedRun& run);
    bool readNumbers(RecordedRun& run);
    bool readBookmarks(RecordedRun& run);

    std::string_view bytes_;
    const Registry& registry_;
    std::map<std::string, Section, std::less<>> sections_;
    std::string current_;
    const Section* currentSection_ = nullptr;
    RunFileError error_;
};

bool FileReader::readHeader(std::size_t& at) {
    const std::size_t firstEnd = bytes_.find('\n');
    if (firstEnd == std::string_view::npos || bytes_.substr(0, firstEnd) != kRunFileMagic)
        return fail(RunFileErrorKind::NotARunFile, 0, std::string(bytes_.substr(0, std::min(firstEnd, bytes_.size()))));
    at = firstEnd + 1;
    const std::size_t lineEnd = bytes_.find('\n', at);
    const std::string_view line = bytes_.substr(at, lineEnd == std::string_view::npos ? std::string_view::npos : lineEnd - at);
    int format = 0;
    const bool formatLine = line.size() > 7 && line.substr(0, 7) == "format ";
    const char* end = line.data() + line.size();
    if (!formatLine || lineEnd == std::string_view::npos || std::from_chars(line.data() + 7, end, format).ptr != end ||
        format < 1)
        return fail(RunFileErrorKind::BadSection, at, std::string(line));
    if (format > kRunFileFormat) return fail(RunFileErrorKind::NewerFormat, at, {}, {format, kRunFileFormat, 0});
    at = lineEnd + 1;
    return true;
}

bool FileReader::readSections(std::size_t at) {
    while (at < bytes_.size()) {
        const std::size_t lineEnd = bytes_.find('\n', at);
        const std::size_t lineLength = (lineEnd == std::string_view::npos ? bytes_.size() : lineEnd) - at;
        const std::string_view line = bytes_.substr(at, std::min(lineLength, kMaxSectionLine));
        if (lineEnd == std::string_view::npos || lineLength > kMaxSectionLine)
            return fail(lineEnd == std::string_view::npos ? RunFileErrorKind::Truncated : RunFileErrorKind::BadSection, at,
                        std::string(line));
        const std::size_t space = line.find(' ');
        bool good = space != std::string_view::npos && space > 0;
        for (std::size_t i = 0; good && i < space; ++i) good = (line[i] >= 'a' && line[i] <= 'z') || line[i] == '-';
        std::uint64_t length = 0;
        const char* end = line.data() + line.size();
        good = good && space + 1 < line.size() && line[space + 1] != '-' && line[space + 1] != '+' &&
               std::from_chars(line.data() + space + 1, end, length).ptr == end;
        if (!good) return fail(RunFileErrorKind::BadSection, at, std::string(line));
        const std::string name(line.substr(0, space));
        current_ = name;
        const std::size_t valueAt = lineEnd + 1;
        if (length > bytes_.size() - valueAt || bytes_.size() - valueAt - length < 1)
            return fail(RunFileErrorKind::Truncated, bytes_.size(), {}, {static_cast<std::int64_t>(std::min<std::uint64_t>(length, INT64_MAX)), 0, 0});
        const std::size_t valueEnd = valueAt + static_cast<std::size_t>(length);
        if (bytes_[valueEnd] != '\n') return fail(RunFileErrorKind::BadSection, valueEnd, std::string(bytes_.substr(valueEnd)));
        if (!sections_.emplace(name, Section{bytes_.substr(valueAt, static_cast<std::size_t>(length)), valueAt}).second)
            return fail(RunFileErrorKind::RepeatedSection, at, name);
        at = valueEnd + 1;
    }
    current_.clear();
    return true;
}

bool FileReader::unsignedWord(Words& words, std::uint64_t& out, std::uint64_t largest) {
    std::string_view word;
    std::size_t at = 0;
    if (!words.next(word, at))
        return fail(RunFileErrorKind::Truncated,
                    currentSection_ ? currentSection_->offset + currentSection_->value.size() : bytes_.size());
    const char* end = word.data() + word.size();
    if (word.empty() || word[0] == '-' || word[0] == '+' || std::from_chars(word.data(), end, out).ptr != end)
        return fail(RunFileErrorKind::BadValue, at, std::string(word));
    if (out > largest)
        return fail(RunFileErrorKind::OutOfRange, at, std::string(word),
                    {static_cast<std::int64_t>(std::min<std::uint64_t>(out, INT64_MAX)), 0,
                     static_cast<std::int64_t>(std::min<std::uint64_t>(largest, INT64_MAX))});
    return true;
}

bool FileReader::readIdentity(RecordedRun& run) {
    const Section* puzzle = need("puzzle");
    if (!puzzle) return false;
    const PuzzleInfo* info = registry_.puzzle(std::string(puzzle->value));
    if (!info) return fail(RunFileErrorKind::UnknownPuzzle, puzzle->offset, std::string(puzzle->value));
    run.puzzle = info->id;
    if (const Section* title = find("title")) run.title = std::string(title->value);
    if (const Section* source = find("source")) run.source = std::string(source->value);
    const Section* version = need("version");
    if (!version) return false;
    run.version = std::string(version->value);
    if (run.isOwn()) {
        if (!need("source")) return false;
    } else {
        const AlgorithmInfo* a = registry_.algorithm(run.version);
        if (!a || a->puzzle != run.puzzle) return fail(RunFileErrorKind::UnknownVersion, version->offset, run.version);
        if (run.title.empty()) run.title = a->title;
    }
    if (const Section* names = find("counter-names")) {
        std::size_t from = 0;
        while (from <= names->value.size() && !names->value.empty()) {
            const std::size_t end = std::min(names->value.find('\n', from), names->value.size());
            if (run.counterNames.size() == Stats::kExtraCount)
                return fail(RunFileErrorKind::TooMany, names->offset + from, {}, {Stats::kExtraCount + 1, Stats::kExtraCount, 0});
            run.counterNames.emplace_back(names->value.substr(from, end - from));
            from = end + 1;
        }
    } else if (const AlgorithmInfo* a = registry_.algorithm(run.version)) {
        run.counterNames = a->counterNames;
    }
    const Section* board = need("board");
    if (!board) return false;
    ParseResult<std::vector<Instance>> read = info->parseInstances(board->value);
    if (!read || read->size() != 1) {
        fail(RunFileErrorKind::BadBoard, board->offset, std::string(board->value));
        if (!read) error_.board = read.error();
        else error_.board = parseError(ParseErrorKind::SeveralBoards, 0, 0, {static_cast<std::int64_t>(read->size())});
        return false;
    }
    run.instance = read->front();
    run.instance.name.clear();
    if (const Section* name = find("board-name")) run.instance.name = std::string(name->value);
    const Section* mode = need("mode");
    if (!mode) return false;
    if (mode->value == "first") run.mode = Mode::First;
    else if (mode->value == "all") run.mode = Mode::All;
    else if (mode->value == "count") run.mode = Mode::Count;
    else return fail(RunFileErrorKind::BadValue, mode->offset, std::string(mode->value));
    return true;
}

bool FileReader::readNumbers(RecordedRun& run) {
    const Section* counters = need("counters");
    if (!counters) return false;
    Words words(*counters);
    for (int i = 0; i < kCounterFields; ++i) {
        std::uint64_t v = 0;
        if (!unsignedWord(words, v, UINT64_MAX)) return false;
        setField(run.stats, i, v);
    }
    std::uint64_t valid = 0;
    if (!unsignedWord(words, valid, UINT32_MAX)) return false;
    run.extraValid = static_cast<std::uint32_t>(valid);

    RecordingEnd end;
    if (const Section* ending = find("ending")) {
        Words w(*ending);
        std::uint64_t flags[4] = {};
        for (std::uint64_t& f : flags)
            if (!unsignedWord(w, f, 1)) return false;
        std::uint64_t code = 0;
        if (!unsignedWord(w, code, INT32_MAX)) return false;
        end = {flags[0] != 0, flags[1] != 0, flags[2] != 0, flags[3] != 0, {static_cast<int>(code), {}}};
        for (std::int64_t& v : end.notice.values) {
            std::string_view word;
            std::size_t at = 0;
            if (!w.next(word, at)) return fail(RunFileErrorKind::Truncated, ending->offset + ending->value.size());
            const char* stop = word.data() + word.size();
            if (std::from_chars(word.data(), stop, v).ptr != stop) return fail(RunFileErrorKind::BadValue, at, std::string(word));
        }
    }
    RecordingCap stated;
    if (const Section* capped = find("cap")) {
        Words w(*capped);
        std::uint64_t events = 0, bytes = 0;
        if (!unsignedWord(w, events, kMaxRunFileEvents) || !unsignedWord(w, bytes, SIZE_MAX)) return false;
        stated = {events, static_cast<std::size_t>(bytes)};
    }
    // The memory a recording takes depends on the machine: what the file holds is read
    // within the reader's own bound, then keeps the cap it was recorded under.
    const RecordingCap cap{std::min(stated.events, kMaxRunFileEvents), kMaxRunFileMemory};
    const Section* events = need("events");
    if (!events) return false;
    run.recording = Recording(cap);
    if (!run_file::readEvents(events->value, events->offset, run.recording, error_)) {
        error_.section = current_;
        error_.found.clear();
        return false;
    }
    if (run.recording.empty() && end.endEvent) return fail(RunFileErrorKind::BadValue, events->offset, "end-event");
    run.recording.setEnd(end);
    run.recording.setCap(stated);
    return true;
}

bool FileReader::readBookmarks(RecordedRun& run) {
    const Section* marks = find("bookmarks");
    if (!marks) return true;
    Words words(*marks);
    std::string_view word;
    std::size_t at = 0;
    while (words.next(word, at)) {
        std::uint64_t event = 0;
        const char* end = word.data() + word.size();
        if (word[0] == '-' || word[0] == '+' || std::from_chars(word.data(), end, event).ptr != end)
            return fail(RunFileErrorKind::BadValue, at, std::string(word));
        if (event >= run.recording.size())
            return fail(RunFileErrorKind::OutOfRange, at, std::string(word),
                        {static_cast<std::int64_t>(std::min<std::uint64_t>(event, INT64_MAX)), 0,
                         static_cast<std::int64_t>(run.recording.size()) - 1});
        run.recording.setBookmark(event, std::string(words.restOfLine()));
    }
    return true;
}

RunFileResult FileReader::read() {
    if (bytes_.size() > kMaxRunFileBytes) {
        fail(RunFileErrorKind::TooLarge, 0, {},
             {static_cast<std::int64_t>(bytes_.size()), static_cast<std::int64_t>(kMaxRunFileBytes), 0});
        return error_;
    }
    std::size_t at = 0;
    RecordedRun run;
    if (!readHeader(at) || !readSections(at) || !readIdentity(run) || !readNumbers(run) || !readBookmarks(run))
        return error_;
    return run;
}

}  // namespace

std::vector<std::string> RecordedRun::sourceLines() const {
    std::vector<std::string> lines;
    std::size_t from = 0;
    while (from < source.size()) {
        const std::size_t end = std::min(source.find('\n', from), source.size());
        lines.emplace_back(source.substr(from, end - from));
        from = end + 1;
    }
    return lines;
}

RunFileResult readRunFile(std::string_view bytes, const Registry& registry) {
    return FileReader(bytes, registry).read();
}

std::string debugString(const RunFileError& e) {
    std::ostringstream out;
    out << "run file error " << static_cast<int>(e.kind) << " at byte " << e.offset << " in section '" << e.section
        << "' values " << e.values[0] << ',' << e.values[1] << ',' << e.values[2] << " found '" << e.found << "'";
    if (e.board) out << " board: " << debugString(e.board);
    return out.str();
}

}  // namespace pw
