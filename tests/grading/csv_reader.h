#pragma once
// A strict RFC 4180 reader for the tests: the gradebook is read back the way a
// spreadsheet or Moodle's import reads it, never by splitting at commas. Records end at
// CRLF (a lone LF too, as readers accept); a quoted field holds commas, line breaks and
// doubled quotes; a quote inside an unquoted field, text after a closing quote or an
// unclosed quote is an error.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::grading::test {

using CsvRecords = std::vector<std::vector<std::string>>;

/// The records, or nothing when the text is not RFC 4180 (`error` then says where).
inline std::optional<CsvRecords> readCsv(std::string_view text, std::string* error = nullptr) {
    CsvRecords records;
    std::vector<std::string> record;
    std::string field;
    auto fail = [&](const std::string& why, std::size_t at) -> std::optional<CsvRecords> {
        if (error) *error = why + " at byte " + std::to_string(at);
        return std::nullopt;
    };
    std::size_t i = 0;
    while (i < text.size()) {
        // One field.
        field.clear();
        if (text[i] == '"') {
            ++i;
            for (;;) {
                if (i >= text.size()) return fail("an unclosed quote", i);
                if (text[i] == '"') {
                    if (i + 1 < text.size() && text[i + 1] == '"') {
                        field += '"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text[i++];
            }
            if (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n')
                return fail("text after a closing quote", i);
        } else {
            while (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
                if (text[i] == '"') return fail("a quote in an unquoted field", i);
                field += text[i++];
            }
        }
        record.push_back(field);
        if (i >= text.size()) break;
        if (text[i] == ',') {
            ++i;
            if (i == text.size()) record.push_back({});
            continue;
        }
        // The end of the record.
        if (text[i] == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != '\n') return fail("a CR without LF", i);
            ++i;
        }
        ++i;
        records.push_back(std::move(record));
        record.clear();
    }
    if (!record.empty()) records.push_back(std::move(record));
    return records;
}

}  // namespace pw::grading::test
