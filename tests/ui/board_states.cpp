#include "board_states.h"

#include "puzzles/lightsout/lightsout_board_view.h"
#include "puzzles/magic/magic_board_view.h"
#include "puzzles/queens/queens_board_view.h"
#include "puzzles/shading/shading_board_view.h"
#include "puzzles/sudoku/sudoku_board_view.h"

namespace pw::test {

using namespace pw::ui;

namespace {

constexpr QSize kSize(420, 420);

QImage shot(QWidget& w) { return w.grab().toImage().convertToFormat(QImage::Format_ARGB32); }
QRect probeOf(const QRectF& r) { return r.toAlignedRect(); }

Event event(EventKind kind, int cell, int value = 0, int depth = 0) {
    Event e;
    e.kind = kind;
    e.cell = cell;
    e.value = value;
    e.depth = static_cast<std::int16_t>(depth);
    return e;
}

void queens(std::vector<StatePair>& pairs) {
    QueensBoardView view;
    view.resize(kSize);
    view.resetBoard({.size = 8});
    const QRect a1 = probeOf(view.geometry().cellRect(0, 0));
    const QImage empty = shot(view);
    view.puzzleBoard()->edit(view.position().withQueens({0}), {});
    const StateShot plain{QStringLiteral("queen"), shot(view), empty, a1};
    view.puzzleBoard()->edit(view.position().withQueens({0, 9}), {});  // a1 and b2 on one diagonal
    const StateShot conflict{QStringLiteral("queen in conflict"), shot(view), empty, a1};
    view.puzzleBoard()->edit(view.position().withQueens({0, 33, 58, 43, 20, 53, 14, 31}), {});  // rows 0 4 7 5 2 6 1 3: a solution
    const StateShot solved{QStringLiteral("queen of a solution"), shot(view), empty, a1};
    pairs.push_back({QStringLiteral("queens"), conflict, solved});
    pairs.push_back({QStringLiteral("queens"), conflict, plain});
    pairs.push_back({QStringLiteral("queens"), solved, plain});

    view.puzzleBoard()->edit(view.position().withQueens({}), {});
    const std::vector<int> none(8, -1);
    view.showFrame(event(EventKind::Done, -1), none);
    const QImage frame = shot(view);
    view.showFrame(event(EventKind::Reject, 0), none);
    const StateShot refused{QStringLiteral("step refused"), shot(view), frame, a1};
    view.showFrame(event(EventKind::Try, 0), none);
    const StateShot tried{QStringLiteral("step tried"), shot(view), frame, a1};
    pairs.push_back({QStringLiteral("queens"), refused, tried});
}

void magic(std::vector<StatePair>& pairs) {
    MagicBoardView view;
    view.resize(kSize);
    view.resetBoard({.size = 3});
    // The label's inside: its fill, whatever the state (the sum's digits are smaller).
    const QRectF labelRect = view.lineLabelRect(0);
    const QRect label = probeOf(labelRect.adjusted(labelRect.width() * 0.15, labelRect.height() * 0.15,
                                                   -labelRect.width() * 0.15, -labelRect.height() * 0.15));
    const QRect cell = probeOf(view.geometry().cellRect(0, 0));
    const QImage empty = shot(view);
    auto row = [&view](int a, int b, int c) {
        view.clearBoard();
        view.setCell(0, a), view.setCell(1, b), view.setCell(2, c);
    };
    row(2, 7, 6);
    const StateShot right{QStringLiteral("line correct"), shot(view), {}, label};
    row(1, 2, 3);
    const StateShot wrong{QStringLiteral("line wrong"), shot(view), {}, label};
    row(2, 7, 0);
    const StateShot open{QStringLiteral("line open"), shot(view), {}, label};
    row(9, 8, 0);  // 17 already: the line can no longer reach 15
    const StateShot impossible{QStringLiteral("line impossible"), shot(view), {}, label};
    pairs.push_back({QStringLiteral("magic"), right, wrong});
    pairs.push_back({QStringLiteral("magic"), right, impossible});
    pairs.push_back({QStringLiteral("magic"), right, open});
    pairs.push_back({QStringLiteral("magic"), wrong, open});
    row(5, 0, 0);
    const StateShot number{QStringLiteral("number"), shot(view), empty, cell};
    row(5, 5, 0);
    const StateShot repeated{QStringLiteral("number repeated"), shot(view), empty, cell};
    pairs.push_back({QStringLiteral("magic"), repeated, number});

    view.clearBoard();
    const std::vector<int> zeros(9, 0);
    view.showFrame(event(EventKind::Done, -1), zeros);
    const QImage frame = shot(view);
    view.showFrame(event(EventKind::Reject, 0, 5), zeros);
    const StateShot refused{QStringLiteral("step refused"), shot(view), frame, cell};
    view.showFrame(event(EventKind::Place, 0, 5), zeros);
    const StateShot placed{QStringLiteral("step placed"), shot(view), frame, cell};
    pairs.push_back({QStringLiteral("magic"), refused, placed});
}

void sudoku(std::vector<StatePair>& pairs) {
    SudokuBoardView view;
    view.resize(kSize);
    QString error;
    view.fromText(QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), &error);
    view.setCursor(4, 3);  // away from r1c3's row, column, box and digits
    const QRect x = probeOf(view.geometry().cellRect(0, 2));
    const QImage empty = shot(view);
    view.enterDigit(2, 4);  // the solution's digit
    const StateShot plain{QStringLiteral("digit"), shot(view), empty, x};
    view.enterDigit(2, 5);  // the row holds a 5
    const StateShot conflict{QStringLiteral("digit in conflict"), shot(view), empty, x};
    view.enterDigit(2, 1);  // allowed by its units, but not the solution's
    view.checkDigits();
    const StateShot wrong{QStringLiteral("digit wrong"), shot(view), empty, x};
    pairs.push_back({QStringLiteral("sudoku"), conflict, plain});
    pairs.push_back({QStringLiteral("sudoku"), wrong, plain});

    view.enterDigit(2, 0);
    std::vector<int> state = view.board().digits();
    view.showFrame(event(EventKind::Done, -1), state);
    const QImage frame = shot(view);
    view.showFrame(event(EventKind::Reject, 2, 5), state);
    const StateShot refused{QStringLiteral("step refused"), shot(view), frame, x};
    state[2] = 4;
    view.showFrame(event(EventKind::Place, 2, 4), state);
    const StateShot placed{QStringLiteral("step placed"), shot(view), frame, x};
    view.showFrame(event(EventKind::Solution, 2, 4), state);
    const StateShot solution{QStringLiteral("step solution"), shot(view), frame, x};
    pairs.push_back({QStringLiteral("sudoku"), refused, placed});
    pairs.push_back({QStringLiteral("sudoku"), refused, solution});
    pairs.push_back({QStringLiteral("sudoku"), placed, solution});
}

void lightsOut(std::vector<StatePair>& pairs) {
    LightsOutBoardView view;
    view.resize(kSize);
    view.resetBoard({.size = 5});
    for (int i = 0; i < 25; ++i) view.toggleCell(i);  // every light off
    const QRectF centreCell = view.geometry().cellRect(2, 2);
    const QRect middle = probeOf(centreCell.adjusted(centreCell.width() / 4, centreCell.height() / 4,
                                                     -centreCell.width() / 4, -centreCell.height() / 4));
    const QRect centre = probeOf(centreCell);
    const StateShot off{QStringLiteral("light off"), shot(view), {}, middle};
    view.toggleCell(12);
    const StateShot on{QStringLiteral("light on"), shot(view), {}, middle};
    pairs.push_back({QStringLiteral("lightsout"), on, off});

    // The presses of a solution against the presses a step tries, on the same lights.
    for (int i : {7, 11, 13, 17}) view.toggleCell(i);  // the lights one press of the centre turns off
    const QImage lit = shot(view);
    std::vector<int> mask(25, 0);
    mask[12] = 1;
    view.showSolution(mask);
    const StateShot toPress{QStringLiteral("press of the solution"), shot(view), lit, centre};
    view.clearOverlay();
    for (int i : {7, 11, 12, 13, 17}) view.toggleCell(i);  // back to dark: the step's press lights them
    view.showFrame(event(EventKind::Try, 12), mask);
    const StateShot tried{QStringLiteral("press tried"), shot(view), lit, centre};
    pairs.push_back({QStringLiteral("lightsout"), toPress, tried});

    const QRect outcome = probeOf(QRectF(view.geometry().grid.right(), view.geometry().grid.top(),
                                         view.geometry().cell * 0.6, view.geometry().cell * 0.6));
    view.showFrame(event(EventKind::Place, -1), mask);
    const QImage frame = shot(view);
    view.showFrame(event(EventKind::Solution, -1), mask);
    const StateShot solved{QStringLiteral("step solution"), shot(view), frame, outcome};
    view.showFrame(event(EventKind::Reject, -1), mask);
    const StateShot refused{QStringLiteral("step refused"), shot(view), frame, outcome};
    pairs.push_back({QStringLiteral("lightsout"), solved, refused});
}

void shading(std::vector<StatePair>& pairs) {
    ShadingBoardView view;
    view.resize(kSize);
    view.resetBoard({.size = 9});
    view.setK(4);
    const QRect corner = probeOf(view.geometry().cellRect(0, 0));
    const QImage empty = shot(view);
    view.toggleCell(0);
    const StateShot shaded{QStringLiteral("shaded"), shot(view), empty, corner};
    for (int c : {1, 2, 3}) view.toggleCell(c);
    const StateShot inRun{QStringLiteral("shaded in a run of k"), shot(view), empty, corner};
    pairs.push_back({QStringLiteral("shading"), inRun, shaded});

    // A row of v3/v4 refused, found best, and tried: the band and the verdict beside it.
    view.clearBoard();
    const BoardGeometry g = view.geometry();
    const QRect band = probeOf(QRectF(g.grid.left(), g.grid.top() + 2 * g.cell, g.grid.width() + g.cell * 0.6, g.cell));
    const std::vector<int> white(81, 0);
    view.showFrame(event(EventKind::Place, -1), white);
    const QImage frame = shot(view);
    view.showFrame(event(EventKind::Cut, 18, 0b101, 2), white);
    const StateShot cut{QStringLiteral("row cut"), shot(view), frame, band};
    view.showFrame(event(EventKind::Bound, 18, 0b101, 2), white);
    const StateShot best{QStringLiteral("row of a new best"), shot(view), frame, band};
    view.showFrame(event(EventKind::Try, 18, 0b101, 2), white);
    const StateShot tried{QStringLiteral("row tried"), shot(view), frame, band};
    pairs.push_back({QStringLiteral("shading"), cut, best});
    pairs.push_back({QStringLiteral("shading"), cut, tried});
    pairs.push_back({QStringLiteral("shading"), best, tried});
}

}  // namespace

std::vector<StatePair> boardStatePairs() {
    std::vector<StatePair> pairs;
    queens(pairs);
    magic(pairs);
    sudoku(pairs);
    lightsOut(pairs);
    shading(pairs);
    return pairs;
}

}  // namespace pw::test
