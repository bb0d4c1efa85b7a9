#pragma once
// What the French walk checks in every text it is shown: the text is not an English
// source that has a French translation (an untranslated tr()), and it holds no word of
// an English list kept here, once the proper names and identifiers allowed on a French
// screen are taken out. Failures are gathered with where they were seen.
#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QSet>
#include <QTextBrowser>
#include <QTextDocument>
#include <QWidget>
#include <QXmlStreamReader>

#include <set>
#include <string>
#include <vector>

namespace pw::ui::test {

/// Proper names and identifiers a French screen shows as they are: the game's name, a
/// technique's name, the program's name, the lessons' identifiers, a version id
/// (queens.v2) and the like.
inline const QStringList& allowedNames() {
    static const QStringList names = {
        QStringLiteral("Lights Out"), QStringLiteral("X-Wing"), QStringLiteral("X-wing"),
        QStringLiteral("Puzzle Workbench"), QStringLiteral("Frénicle"), QStringLiteral("Gray"),
        QStringLiteral("GF(2)"), QStringLiteral("controlvalid"), QStringLiteral("continue"),
        QStringLiteral("ok("), QStringLiteral("Sudoku"), QStringLiteral("sudoku"),
        // a version of the user's own: the code it is written against, quoted as code
        QStringLiteral("puzzle_workbench/queens.h"), QStringLiteral("queens.h"),
        // the queens' class before the bare prefix, which would leave « Queens » a word
        QStringLiteral("void search(pw::Queens"), QStringLiteral("void search(pw::"),
        // an assignment (docs/GRADING.md): its section and keys, quoted as written
        QStringLiteral("[board]"), QStringLiteral("size, board et file")};
    return names;
}

/// English words that are not also French words (so « on », « or », « a », « as », « an »,
/// « plan », « table », « mode », « solution », « version », « test », « score », « bit »,
/// « place », « pair », « zoom » and the like are not listed, or taken out below).
inline const QSet<QString>& englishWords() {
    static const QSet<QString> words = [] {
        const char* list[] = {
            "the", "and", "of", "with", "without", "to", "in", "into", "is", "are", "was", "be", "has", "have",
            "not", "no", "for", "each", "every", "this", "that", "these", "those", "from", "by", "at", "if",
            "else", "while", "then", "when", "it", "its", "can", "cannot", "only", "all", "one", "two", "three",
            "row", "rows", "column", "columns", "box", "boxes", "cell", "cells", "digit", "digits", "grid",
            "grids", "board", "boards", "square", "squares", "queen", "queens", "light", "lights", "press",
            "presses", "pressed", "solve", "search", "searched", "found", "stopped", "running", "time", "work",
            "count", "counted", "checks", "checked", "nodes", "node", "best", "free", "used", "unused",
            "pattern", "patterns", "task", "tasks", "thread", "threads", "forbidden", "shaded", "shade",
            "symmetric", "mirror", "hope", "candidates", "candidate", "record", "take", "back", "place",
            "placed", "off", "quiet", "elapsed", "first", "single", "naked", "hidden", "pair", "triple",
            "pointing", "claiming", "full", "house", "hint", "apply", "check", "clear", "open", "save",
            "export", "quit", "undo", "redo", "zoom", "view", "help", "file", "edit", "language", "about",
            "size", "speed", "step", "steps", "play", "stop", "run", "runs", "compare", "new", "random",
            "torus", "puzzle", "puzzles", "show", "next", "previous", "left", "right", "up", "down", "white",
            "black", "empty", "filled", "state", "copy", "paste", "fewest", "most", "least", "more", "than",
            "what", "why", "how", "which", "where", "there", "here", "still", "already", "again", "so",
            "but", "or", "nor", "yes", "none", "some", "any", "other", "others", "same", "solved", "wrong",
            "right", "given", "givens", "mark", "marks", "pencil", "level", "easy", "medium", "hard", "tried",
            "try", "trying", "reject", "rejected", "cut", "cuts", "bound", "done", "event", "depth", "ones",
            "would", "could", "should", "must", "may", "will", "does", "do", "did", "unit", "units", "line",
            "lines", "sum", "sums", "number", "numbers", "dead", "end", "guess", "guesses", "order", "orders",
            "leaves", "leaf", "chasing", "solvable", "nullity", "presses_simulated", "row_ops", "bound_cuts",
            "symmetry_cuts", "classes_", "singles", "after", "before", "over", "under", "per", "second",
            "seconds", "minute", "minutes", "shows", "holds", "keeps", "gives", "takes", "lose", "leave",
            "removes", "remove", "within", "between", "left", "fits", "missing", "blank", "rest", "main",
        };
        QSet<QString> s;
        for (const char* w : list) s.insert(QString::fromLatin1(w));
        // Words of both languages the list above must not catch.
        for (const char* w : {"or", "right", "place", "main", "second", "minute", "minutes", "compare", "file", "zoom",
                              "export", "triple", "pair", "record", "unit", "do", "classes_", "square", "box"})
            s.remove(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

/// The English sources of the French translation file whose translation differs from them.
inline QSet<QString> translatedEnglishSources(const QString& tsPath) {
    QSet<QString> out;
    QFile file(tsPath);
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString source, translation;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            source.clear();
            translation.clear();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation") && !numerus) {
            translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            if (numerus || translation != source) out.insert(source);
        }
    }
    return out;
}

/// Plain text of what a widget shows: no mnemonic '&', no HTML.
inline QString plain(QString text) {
    if (Qt::mightBeRichText(text)) {
        QTextDocument doc;
        doc.setHtml(text);
        text = doc.toPlainText();
    }
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text.trimmed();
}

class FrenchTextCheck {
public:
    explicit FrenchTextCheck(const QString& tsPath) : english_(translatedEnglishSources(tsPath)) {}

    bool loaded() const { return !english_.isEmpty(); }
    int checked() const { return checked_; }
    const std::vector<std::string>& failures() const { return failures_; }

    /// Checks one shown text; `where` says where it was seen.
    void check(const QString& shown, const QString& where) {
        const QString text = plain(shown);
        if (text.isEmpty()) return;
        ++checked_;
        if (english_.contains(text) || english_.contains(shown)) {
            fail(where, text, QStringLiteral("equals its English source"));
            return;
        }
        QString rest = text;
        for (const QString& name : allowedNames()) rest.replace(name, QStringLiteral(" "));
        // Version ids (queens.v2), file patterns (*.txt) and paths are identifiers, not words.
        static const QRegularExpression ids(QStringLiteral("\\b[a-z]+\\.v\\d+\\b|\\*\\.[a-z]+|(?:^|\\s)/\\S*"));
        rest.replace(ids, QStringLiteral(" "));
        // Code quoted in backquotes (a student's `rows[8]`, `delete`) is the file's own.
        static const QRegularExpression code(QStringLiteral("`[^`]*`"));
        rest.replace(code, QStringLiteral(" "));
        static const QRegularExpression word(QStringLiteral("[A-Za-zÀ-ÿœŒ_]+(?:'[a-z]+)?"));
        for (auto it = word.globalMatch(rest); it.hasNext();) {
            const QString w = it.next().captured().toLower();
            if (englishWords().contains(w)) {
                fail(where, text, QStringLiteral("holds the English word « %1 »").arg(w));
                return;
            }
        }
    }

    /// Every text a widget tree shows: labels, buttons, group titles, combo items, list
    /// items, text browsers, window titles and tool tips, of the visible widgets.
    void checkWidgets(QWidget* root, const QString& where) {
        QList<QWidget*> widgets = root->findChildren<QWidget*>();
        widgets.prepend(root);
        for (QWidget* w : widgets) {
            if (!w->isVisibleTo(root) && w != root) continue;
            const QString at = where + QLatin1Char('/') + QString::fromLatin1(w->metaObject()->className());
            check(w->toolTip(), at + QStringLiteral(" tooltip"));
            if (w->isWindow()) check(w->windowTitle(), at + QStringLiteral(" title"));
            if (auto* l = qobject_cast<QLabel*>(w)) check(l->text(), at);
            if (auto* b = qobject_cast<QAbstractButton*>(w)) check(b->text(), at);
            if (auto* g = qobject_cast<QGroupBox*>(w)) check(g->title(), at);
            if (auto* c = qobject_cast<QComboBox*>(w))
                for (int i = 0; i < c->count(); ++i) check(c->itemText(i), at + QStringLiteral(" item"));
            if (auto* list = qobject_cast<QListWidget*>(w))
                for (int i = 0; i < list->count(); ++i) {
                    check(list->item(i)->text(), at + QStringLiteral(" item"));
                    check(list->item(i)->toolTip(), at + QStringLiteral(" item tooltip"));
                }
            if (auto* t = qobject_cast<QTextBrowser*>(w))
                for (const QString& line : t->toPlainText().split(QLatin1Char('\n'))) check(line, at);
        }
    }

    /// A menu's actions, their tool tips and their sub-menus.
    void checkMenu(QMenu* menu, const QString& where) {
        check(menu->title(), where);
        for (QAction* a : menu->actions()) {
            if (a->isSeparator()) continue;
            check(a->text(), where + QStringLiteral(" › ") + plain(a->text()));
            if (a->toolTip() != plain(a->text())) check(a->toolTip(), where + QStringLiteral(" tooltip"));
            if (a->menu()) checkMenu(a->menu(), where + QStringLiteral(" › ") + plain(a->text()));
        }
    }

private:
    void fail(const QString& where, const QString& text, const QString& why) {
        failures_.push_back((where + QStringLiteral(": « ") + text + QStringLiteral(" » ") + why).toStdString());
    }

    QSet<QString> english_;
    int checked_ = 0;
    std::vector<std::string> failures_;
};

}  // namespace pw::ui::test
