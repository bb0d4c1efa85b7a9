#pragma once
/// The Compiler dock's part for "Check my version": the check's sentence (a click
/// lights its line in the code), the button that steps the version to the event where
/// it went wrong, and the warnings the checked builds added to the compile's.
#include <QWidget>

#include <string>
#include <vector>

#include "own/diagnostics.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace pw::ui {

class CheckResultView final : public QWidget {
    Q_OBJECT
public:
    explicit CheckResultView(QWidget* parent = nullptr);

    /// A check is under way.
    void showChecking(const QString& text);
    /// The check's sentence, about `line` of the file (0: none); `canStep`: a stepped
    /// run can be stopped where it went wrong; the checked builds' warnings about `file`.
    void showResult(const QString& sentence, int line, bool canStep, const std::vector<own::Diagnostic>& warnings,
                    const std::string& file);
    /// No check to show (another version, a new compile).
    void clear();

    QString sentence() const;
    int line() const { return line_; }
    QStringList warnings() const;
    bool canStep() const;

signals:
    /// The sentence or a warning about line `line` (from 1) was clicked.
    void lineActivated(int line);
    void stepRequested();

private:
    QLabel* sentence_;
    QPushButton* step_;
    QListWidget* warnings_;
    QString plain_;
    int line_ = 0;
};

}  // namespace pw::ui
