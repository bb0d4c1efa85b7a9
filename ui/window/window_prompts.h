#pragma once
/// The questions and messages the window puts to the user about files. Each is a
/// function the window calls, so that a test answers it (or records it) instead of a
/// modal dialog that would block it; `defaultPrompts` asks with message boxes.
#include <QString>

#include <functional>

class QWidget;

namespace pw::ui {

/// The answer to "save the changes first?".
enum class UnsavedChoice { Save, Discard, Cancel };

struct WindowPrompts {
    /// A board with unsaved changes to `fileName` is about to be replaced.
    std::function<UnsavedChoice(QWidget* parent, const QString& fileName)> unsavedChanges;
    /// Something failed (a file not written, not read): the user is told, and waits.
    std::function<void(QWidget* parent, const QString& title, const QString& message)> warning;
    /// Something to know that needs no answer (kept boards set aside at start): shown
    /// without holding the window.
    std::function<void(QWidget* parent, const QString& title, const QString& message)> notice;
};

WindowPrompts defaultPrompts();

}  // namespace pw::ui
