#pragma once
/// The controls above the sudoku board: pencil-mark mode, fill the candidates, hint and
/// apply, check, copy and paste a line, a new puzzle by level, and the walk through an
/// opened collection. A plain widget that emits what the user asked; the board view acts.
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace pw::ui {

class SudokuOptions final : public QWidget {
    Q_OBJECT
public:
    explicit SudokuOptions(QWidget* parent = nullptr);

    /// Shows the state without emitting anything back.
    void setPencilMode(bool on);
    /// "Puzzle k of N" and the previous/next buttons; hidden when `count` < 2.
    void setCollection(int index, int count);
    /// Apply is offered only while a hint is shown.
    void setHintShown(bool shown);
    /// 0 simple, 1 easy, 2 intermediate, 3 expert (the order of sudoku::Level).
    void setLevel(int level);

signals:
    void pencilModeChanged(bool on);
    void fillCandidatesRequested();
    void clearMarksRequested();
    void hintRequested();
    void applyRequested();
    void checkRequested();
    void copyRequested();
    void pasteRequested();
    void levelChanged(int level);
    void newPuzzleRequested();
    void previousRequested();
    void nextRequested();

private:
    QPushButton* pencil_;
    QPushButton* apply_;
    QComboBox* level_;
    QPushButton* previous_;
    QPushButton* next_;
    QLabel* position_;
};

}  // namespace pw::ui
