#pragma once
/// File › Grade a folder…: an assignment (docs/GRADING.md), a folder of students' files
/// and a folder for the grades; then each file is compiled and run on each board off the
/// GUI thread (grading/background_grading.h), while a table of files × boards fills in
/// with each result, a progress bar runs and Cancel stays available. At the end the
/// gradebook (grades.csv, for Moodle) and one feedback page a file are written, in the
/// window's language, each whole or not at all; a click on a file shows its page. Closing
/// it cancels the grading without waiting for it.
#include <QDialog>

#include <memory>

#include "background_grading.h"

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTextBrowser;
class QTimer;

namespace pw::ui {

class GradeDialog final : public QDialog {
    Q_OBJECT
public:
    explicit GradeDialog(QWidget* parent = nullptr);
    ~GradeDialog() override;

    /// The fields: at first what the last grading used (kept in the settings).
    void setAssignment(const QString& path);
    void setSubmissions(const QString& folder);
    void setOutput(const QString& folder);
    QString assignment() const;
    QString submissions() const;
    QString output() const;
    /// Runs the file at most `repeats` times a board (3: the median of three).
    void setRepeats(int repeats) { repeats_ = repeats; }

    /// Reads the assignment and lists the files, then starts; false with the reason in
    /// the status line when it cannot (a malformed assignment, no .cpp file, no sandbox).
    bool start();
    bool grading() const { return job_ != nullptr; }
    /// Stops the grading (the Cancel button): nothing is written.
    void cancel();
    QString statusText() const;
    QTableWidget* table() const { return table_; }
    /// The page shown beside the table, of the file selected.
    QTextBrowser* preview() const { return preview_; }
    /// Shows the page of a file (a row of the table).
    void showPage(int row);
    /// The book of the last grading (empty before one).
    const grading::GradeBook& book() const { return book_; }

signals:
    /// A grading ended: written (true), or cancelled or not written (false).
    void finished(bool written);

protected:
    void reject() override;

private:
    void browseAssignment();
    void browseFolder(QLineEdit* field, const QString& title);
    void poll();
    void finishJob();
    void fillCell(int student, int board);
    void setBusy(bool busy);
    void report(const QString& text);
    bool writeFiles(QString* error);

    QLineEdit* assignmentField_;
    QLineEdit* submissionsField_;
    QLineEdit* outputField_;
    QTableWidget* table_;
    QTextBrowser* preview_;
    QProgressBar* progress_;
    QLabel* status_;
    QPushButton* gradeButton_;
    QPushButton* cancelButton_;
    QPushButton* closeButton_;
    QTimer* poll_;
    std::unique_ptr<grading::BackgroundGrading> job_;
    grading::GradeBook book_;
    int repeats_ = 3;
};

}  // namespace pw::ui
