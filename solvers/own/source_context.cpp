// What a tool's finding says in the student's own words: the expression of the line
// it names (the array indexed, with the index the run used; the operation that
// overflowed; the pointer dereferenced) and the variable never set. The tools give a
// line and sometimes a column, values and types, never the source text; this reads the
// line itself. It is a reader of untrusted text like the others: it scans, it never
// parses C++, and it leaves a field empty when the line does not tell it at once.
#include <algorithm>
#include <array>
#include <cctype>
#include <set>

#include "report_text.h"
#include "tool_report.h"

namespace pw::own {

namespace {

constexpr std::size_t kMaxLine = 4096;      // a longer line is read up to here
constexpr int kMaxLinesUp = 200;            // a declaration is looked for this far above
constexpr std::size_t kMaxNames = 32;       // the names of a line looked for

bool isWord(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// The line without its comment and with the insides of its literals blanked (the
/// positions stay), so that a '[' or a '*' in a string is not taken for code.
std::string code(const std::vector<std::string>& lines, int line) {
    if (line < 1 || static_cast<std::size_t>(line) > lines.size()) return {};
    std::string text = lines[static_cast<std::size_t>(line - 1)].substr(0, kMaxLine);
    char quote = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\' && i + 1 < text.size()) {
                text[i] = text[i + 1] = ' ';
                ++i;
            } else if (c == quote) {
                quote = 0;
            } else {
                text[i] = ' ';
            }
        } else if (c == '"' || c == '\'') {
            // A digit separator (1'000) is not a quote.
            if (c == '\'' && i > 0 && std::isdigit(static_cast<unsigned char>(text[i - 1]))) continue;
            quote = c;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
            text.resize(i);
            break;
        }
    }
    return text;
}

std::string spaced(std::string_view text) {
    std::string out;
    bool space = false;
    for (char c : report::trimmed(text)) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = true;
            continue;
        }
        if (space && !out.empty()) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

/// The index of the bracket matching the one at `at` (`open`/`close` pair), scanning in
/// `step` (+1 right, -1 left); npos when it has none on the line.
std::size_t matching(const std::string& s, std::size_t at, char open, char close, int step) {
    int depth = 0;
    for (std::size_t i = at; i < s.size(); i += static_cast<std::size_t>(step)) {
        if (s[i] == open) ++depth;
        else if (s[i] == close && --depth == 0) return i;
        if (step < 0 && i == 0) break;
    }
    return std::string::npos;
}

/// Where the operand that ends just before `end` starts: names with their '.', '->'
/// and '::', calls and subscripts, a parenthesised expression, a number.
std::size_t operandStart(const std::string& s, std::size_t end) {
    std::size_t i = end;
    while (i > 0 && s[i - 1] == ' ') --i;
    const std::size_t stop = i;
    while (i > 0) {
        const char c = s[i - 1];
        if (c == ')' || c == ']') {
            const std::size_t open = matching(s, i - 1, c, c == ')' ? '(' : '[', -1);
            if (open == std::string::npos) break;
            i = open;
        } else if (isWord(c) || c == '.') {
            --i;
        } else if (c == '>' && i >= 2 && s[i - 2] == '-') {
            i -= 2;
        } else if (c == ':' && i >= 2 && s[i - 2] == ':') {
            i -= 2;
        } else {
            break;
        }
    }
    // A unary operator before it (`*p`, `-x`) belongs to it, when nothing it could
    // apply to as a binary one stands before.
    while (i < stop && i > 0 && (s[i - 1] == '*' || s[i - 1] == '-' || s[i - 1] == '!' || s[i - 1] == '~' || s[i - 1] == '&')) {
        std::size_t before = i - 1;
        while (before > 0 && s[before - 1] == ' ') --before;
        if (before > 0 && (isWord(s[before - 1]) || s[before - 1] == ')' || s[before - 1] == ']')) break;
        --i;
    }
    return i < stop ? i : stop;
}

/// Where the operand that starts at or after `start` ends (one past it).
std::size_t operandEnd(const std::string& s, std::size_t start) {
    std::size_t i = start;
    while (i < s.size() && s[i] == ' ') ++i;
    while (i < s.size() && (s[i] == '-' || s[i] == '+' || s[i] == '!' || s[i] == '~' || s[i] == '*' || s[i] == '&')) ++i;
    while (i < s.size()) {
        const char c = s[i];
        if (c == '(' || c == '[') {
            const std::size_t close = matching(s, i, c, c == '(' ? ')' : ']', 1);
            if (close == std::string::npos) return s.size();
            i = close + 1;
        } else if (isWord(c) || c == '.') {
            ++i;
        } else if (c == '-' && i + 1 < s.size() && s[i + 1] == '>') {
            i += 2;
        } else if (c == ':' && i + 1 < s.size() && s[i + 1] == ':') {
            i += 2;
        } else {
            break;
        }
    }
    return i;
}

bool assignsAt(const std::string& s, std::size_t i) {
    while (i < s.size() && s[i] == ' ') ++i;
    if (i >= s.size()) return false;
    if (s.compare(i, 2, "++") == 0 || s.compare(i, 2, "--") == 0) return true;
    if (s[i] == '=') return i + 1 >= s.size() || s[i + 1] != '=';
    static const std::array<const char*, 10> kCompound = {"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
    for (const char* op : kCompound)
        if (s.compare(i, std::char_traits<char>::length(op), op) == 0) return true;
    return false;
}

/// The subscript `[...]` whose span holds `column` (from 1), or the nearest one; npos
/// for a line without one.
std::size_t subscriptNear(const std::string& s, int column) {
    std::size_t best = std::string::npos;
    std::size_t bestDistance = std::string::npos;
    for (std::size_t open = s.find('['); open != std::string::npos; open = s.find('[', open + 1)) {
        if (open == 0 || !(isWord(s[open - 1]) || s[open - 1] == ']' || s[open - 1] == ')' || s[open - 1] == ' ')) continue;
        const std::size_t close = matching(s, open, '[', ']', 1);
        if (close == std::string::npos) continue;
        const auto at = static_cast<std::size_t>(std::max(column, 1) - 1);
        const std::size_t distance = column <= 0 ? 0 : at < open ? open - at : at > close ? at - close : 0;
        if (distance < bestDistance) {
            best = open;
            bestDistance = distance;
        }
        if (column <= 0) break;  // no column: the first subscript of the line
    }
    return best;
}

void completeIndex(ToolFinding& f, const std::string& s) {
    const std::size_t open = subscriptNear(s, f.column);
    if (open == std::string::npos) return;
    const std::size_t close = matching(s, open, '[', ']', 1);
    const std::size_t start = operandStart(s, open);
    const std::string name = spaced(std::string_view(s).substr(start, open - start));
    if (name.empty()) return;
    f.variable = name;
    f.expression = report::joined({name, "[", std::to_string(f.index), "]"});
    std::size_t after = close + 1;
    while (after < s.size() && s[after] == '[') {  // grid[r][c] = ...: the whole element
        const std::size_t next = matching(s, after, '[', ']', 1);
        if (next == std::string::npos) break;
        after = next + 1;
    }
    const bool before = start >= 2 && (s.compare(start - 2, 2, "++") == 0 || s.compare(start - 2, 2, "--") == 0);
    f.access = assignsAt(s, after) || before ? Access::Write : Access::Read;
}

/// The binary operation of `op` nearest the column whose operands the tool gave.
void completeOperation(ToolFinding& f, const std::string& s, std::string_view op) {
    std::vector<std::size_t> found;
    for (std::size_t at = s.find(op); at != std::string::npos; at = s.find(op, at + 1)) {
        const std::size_t end = at + op.size();
        // Not '++', '--' or '->'; an operator between two operands (not a '*' that
        // dereferences).
        if (op.size() == 1) {
            const char c = op.front();
            if (end < s.size() && (s[end] == c || (c == '-' && s[end] == '>'))) continue;
            if (at > 0 && s[at - 1] == c) continue;
        }
        std::size_t before = at;
        while (before > 0 && s[before - 1] == ' ') --before;
        if (before == 0 || !(isWord(s[before - 1]) || s[before - 1] == ')' || s[before - 1] == ']')) continue;
        found.push_back(at);
    }
    if (found.empty()) return;
    std::size_t at = found.front();
    if (f.column > 0) {
        const auto column = static_cast<std::size_t>(f.column - 1);
        at = *std::min_element(found.begin(), found.end(), [&](std::size_t a, std::size_t b) {
            return (a > column ? a - column : column - a) < (b > column ? b - column : column - b);
        });
    }
    std::size_t opEnd = at + op.size();
    if (opEnd < s.size() && s[opEnd] == '=') ++opEnd;  // a += b
    const std::size_t start = operandStart(s, at);
    const std::size_t end = operandEnd(s, opEnd);
    const std::string left = spaced(std::string_view(s).substr(start, at - start));
    const std::string right = spaced(std::string_view(s).substr(opEnd, end - opEnd));
    if (left.empty() || right.empty()) return;
    f.expression = report::joined({left, " ", std::string_view(s).substr(at, opEnd - at), " ", right});
}

/// `x++`, `++x` for an overflow by one that no binary '+' or '-' explains.
void completeIncrement(ToolFinding& f, const std::string& s, char sign) {
    const std::string op(2, sign);
    const std::size_t at = s.find(op);
    if (at == std::string::npos) return;
    const std::size_t start = operandStart(s, at);
    if (start < at) {
        f.expression = report::joined({spaced(std::string_view(s).substr(start, at - start)), op});
        return;
    }
    const std::size_t end = operandEnd(s, at + 2);
    if (end > at + 2) f.expression = report::joined({op, spaced(std::string_view(s).substr(at + 2, end - at - 2))});
}

void completeArithmetic(ToolFinding& f, const std::string& s) {
    std::string_view op;
    if (f.kind == FindingKind::DivisionByZero) {
        op = s.find('%') != std::string::npos && s.find('/') == std::string::npos ? "%" : "/";
    } else if (f.kind == FindingKind::BadShift) {
        op = s.find("<<") != std::string::npos ? "<<" : ">>";
    } else {
        for (std::string_view candidate : {" * ", " + ", " - ", " / "})
            if (f.operands.find(candidate) != std::string::npos) op = candidate.substr(1, 1);
        if (op.empty()) return;
    }
    completeOperation(f, s, op);
    if (f.expression.empty() && (op == "+" || op == "-")) completeIncrement(f, s, op.front());
}

/// The one dereference on the line (`p[3]`, `*p`, `p->x`), when there is exactly one.
void completeDereference(ToolFinding& f, const std::string& s) {
    std::set<std::string> found;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '[' && i > 0 && isWord(s[i - 1])) {
            const std::size_t close = matching(s, i, '[', ']', 1);
            if (close == std::string::npos) continue;
            const std::size_t start = operandStart(s, i);
            found.insert(spaced(std::string_view(s).substr(start, close + 1 - start)));
        } else if (s[i] == '-' && i + 1 < s.size() && s[i + 1] == '>' && i > 0 && isWord(s[i - 1])) {
            const std::size_t start = operandStart(s, i);
            const std::size_t end = operandEnd(s, i + 2);
            found.insert(spaced(std::string_view(s).substr(start, end - start)));
        } else if (s[i] == '*' && i + 1 < s.size() && (isWord(s[i + 1]) || s[i + 1] == '(')) {
            std::size_t before = i;
            while (before > 0 && s[before - 1] == ' ') --before;
            if (before > 0 && (isWord(s[before - 1]) || s[before - 1] == ')' || s[before - 1] == ']')) continue;
            const std::size_t end = operandEnd(s, i + 1);
            found.insert(report::joined({"*", spaced(std::string_view(s).substr(i + 1, end - i - 1))}));
        }
    }
    if (found.size() == 1) f.expression = *found.begin();
}

bool isKeyword(std::string_view word) {
    static const std::set<std::string_view> kKeywords = {
        "if", "else", "for", "while", "do", "return", "switch", "case", "break", "continue", "int", "char", "bool",
        "double", "float", "long", "short", "unsigned", "signed", "auto", "const", "constexpr", "static", "void",
        "true", "false", "nullptr", "new", "delete", "sizeof", "struct", "class", "std", "using", "namespace",
        "template", "typename", "this", "size_t", "volatile", "goto", "default", "pw"};
    return kKeywords.count(word) > 0 || std::isdigit(static_cast<unsigned char>(word.front()));
}

/// The names the line reads: words that are not keywords, calls or members.
std::vector<std::string> namesRead(const std::string& s) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < s.size();) {
        if (!isWord(s[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < s.size() && isWord(s[end])) ++end;
        const std::string word = s.substr(i, end - i);
        std::size_t next = end;
        while (next < s.size() && s[next] == ' ') ++next;
        const bool member = (i > 0 && s[i - 1] == '.') || (i > 1 && s[i - 1] == '>' && s[i - 2] == '-') ||
                            (i > 1 && s[i - 1] == ':' && s[i - 2] == ':');
        const bool call = next < s.size() && s[next] == '(';
        if (!member && !call && !isKeyword(word) &&
            std::find(names.begin(), names.end(), word) == names.end())
            names.push_back(word);
        i = end;
    }
    return names;
}

/// Whether `line` declares `name` without a value: "int name;", "int a, name;",
/// "bool name[8];" (a type's word or a '*' before it, ';' or ',' after it, no '=').
bool declaresUnset(const std::string& s, const std::string& name) {
    for (std::size_t at = s.find(name); at != std::string::npos; at = s.find(name, at + 1)) {
        const std::size_t end = at + name.size();
        if ((at > 0 && isWord(s[at - 1])) || (end < s.size() && isWord(s[end]))) continue;
        std::size_t before = at;
        while (before > 0 && s[before - 1] == ' ') --before;
        if (before == 0) continue;
        const char prior = s[before - 1];
        if (!(isWord(prior) || prior == '*' || prior == ',' || prior == '>')) continue;
        if (isWord(prior)) {  // the word before must be a type's, not `return` or an operand
            std::size_t w = before;
            while (w > 0 && isWord(s[w - 1])) --w;
            const std::string word = s.substr(w, before - w);
            if (word == "return" || word == "case" || word == "goto" || word == "delete") continue;
        }
        std::size_t after = end;
        while (after < s.size() && s[after] == ' ') ++after;
        if (after < s.size() && s[after] == '[') {
            const std::size_t close = matching(s, after, '[', ']', 1);
            if (close == std::string::npos) continue;
            after = close + 1;
            while (after < s.size() && s[after] == ' ') ++after;
        }
        if (after < s.size() && (s[after] == ';' || s[after] == ',')) {
            // A declaration, not a statement: the line has no '(' before the name
            // except a for's, and no '=' right before.
            const std::size_t paren = s.rfind('(', at);
            if (paren != std::string::npos && s.compare(0, 3, "for") != 0 && s.find("for") > paren) continue;
            return true;
        }
    }
    return false;
}

void completeUnset(ToolFinding& f, const std::vector<std::string>& lines) {
    const std::string s = code(lines, f.line);
    std::vector<std::string> candidates;
    int declaredAt = 0;
    const int top = std::max({1, f.line - kMaxLinesUp, f.otherLine > 0 && f.otherLine < f.line ? f.otherLine : 1});
    std::vector<std::string> names = namesRead(s);
    if (names.size() > kMaxNames) names.resize(kMaxNames);
    for (const std::string& name : names) {
        for (int line = f.line; line >= top; --line) {
            if (declaresUnset(code(lines, line), name)) {
                candidates.push_back(name);
                declaredAt = line;
                break;
            }
        }
    }
    if (candidates.size() != 1) return;
    f.variable = candidates.front();
    f.otherLine = declaredAt;
}

}  // namespace

void completeFromSource(ToolFinding& f, const std::vector<std::string>& lines) {
    if (f.line < 1 || static_cast<std::size_t>(f.line) > lines.size()) return;
    const std::string s = code(lines, f.line);
    switch (f.kind) {
    case FindingKind::IndexOutOfBounds: completeIndex(f, s); break;
    case FindingKind::IntegerOverflow:
    case FindingKind::DivisionByZero:
    case FindingKind::BadShift: completeArithmetic(f, s); break;
    case FindingKind::NullPointer:
    case FindingKind::BadAddress:
    case FindingKind::BufferOverflow:
    case FindingKind::UseAfterFree: completeDereference(f, s); break;
    case FindingKind::Uninitialised: completeUnset(f, lines); break;
    case FindingKind::MissingReturn: {
        // "ok(pw::Queens&)", "pw::detail::ok": the function's own name.
        std::string name = f.function.substr(0, f.function.find('('));
        if (const std::size_t colon = name.rfind("::"); colon != std::string::npos) name = name.substr(colon + 2);
        if (!name.empty() && std::all_of(name.begin(), name.end(), isWord)) f.expression = name;
        break;
    }
    default: break;
    }
}

}  // namespace pw::own
