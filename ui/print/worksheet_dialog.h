#pragma once
/// File › Worksheet…: the puzzle, its difficulty and size, how many, the paper and
/// whether the answers follow; then Save as PDF or Print. The puzzles are made by a
/// WorksheetJob on threads of its own while a progress bar runs and Cancel stays
/// available: the window never waits for an expert sudoku.
#include <QDialog>
#include <QPageLayout>

#include <cstdint>
#include <memory>
#include <optional>

#include "worksheet_job.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace pw::ui {

/// File › Worksheet…, a dialog that stays responsive while the puzzles are made.
class WorksheetDialog final : public QDialog {
    Q_OBJECT
public:
    explicit WorksheetDialog(QWidget* parent = nullptr);
    ~WorksheetDialog() override;

    /// The request the fields make (with the seed of the next sheet).
    WorksheetRequest request() const;
    /// Selects a puzzle, a level, a count (tests, and the window's current puzzle).
    bool selectPuzzle(const QString& puzzleId);
    bool selectLevel(const QString& levelId);
    void setCount(int count);
    /// The first puzzle's seed of the next sheet; random by default, so each sheet is new.
    void setSeed(std::uint64_t seed) { seed_ = seed; }
    QPageSize::PageSizeId paper() const;

    /// Makes the sheet and writes it to `path` (what Save as PDF does after asking for
    /// the file); `finished` tells the outcome.
    void saveTo(const QString& path);
    bool making() const { return job_ != nullptr; }
    /// Stops the makers (the Cancel button).
    void cancel();
    /// What the status line says: progress, the file written, or why not.
    QString statusText() const;

signals:
    /// A sheet was written or printed (true), or cancelled or refused (false).
    void finished(bool ok);

protected:
    void reject() override;

private:
    enum class Output { Pdf, Printer };
    void fillLevels();
    void start(Output output, const QString& path);
    void poll();
    void finishJob();
    void setBusy(bool busy);
    void chooseFileAndSave();
    void report(const QString& text, bool ok);

    QComboBox* puzzleBox_;
    QComboBox* levelBox_;
    QSpinBox* sizeBox_;
    QSpinBox* countBox_;
    QComboBox* paperBox_;
    QCheckBox* answersBox_;
    QProgressBar* progress_;
    QLabel* status_;
    QPushButton* saveButton_;
    QPushButton* printButton_;
    QPushButton* cancelButton_;
    QPushButton* closeButton_;
    QTimer* poll_;
    std::unique_ptr<WorksheetJob> job_;
    Output output_ = Output::Pdf;
    QString path_;
    std::uint64_t seed_;
};

}  // namespace pw::ui
