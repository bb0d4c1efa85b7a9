#pragma once
/// Lights out, for a version of your own. Write one function in a .cpp file:
///
///     #include <puzzle_workbench/lightsout.h>
///     void search(pw::LightsOut& l);   // the version: called once per run
///
/// A press toggles a light and its four neighbours (on a torus the edges wrap around);
/// the puzzle asks for presses that turn every light off. Pressing a cell twice cancels
/// and the order of the presses does not matter. Rows and columns count from 0.
///
///     l.rows(), l.cols()        the board's size
///     l.isOn(row, col)          whether a light is on now
///     l.lightsOn()              how many lights are on now
///     l.isPressed(row, col)     whether the cell is pressed now
///     l.presses()               how many cells are pressed now
///     l.press(row, col)         presses a cell not pressed yet: counted as a node (a press
///                               simulated)
///     l.unpress(row, col)       presses it again, which takes the press back
///     l.allOff()                the lesson's test: every light is off. Counted as a check,
///                               and as a candidate when something is pressed
///     l.solution()              the cells pressed now turn every light off: recorded, and
///                               checked by the workbench on the board it sent
#include "runtime.h"

namespace pw {

/// The board of a version of your own (see the top of this file).
class LightsOut : public own::Recorder {
public:
    static constexpr int kMaxSide = own::kMaxLightsSide;

    LightsOut()
        : Recorder(pressed_, own::setup().rows * own::setup().cols), rows_(own::setup().rows),
          cols_(own::setup().cols), torus_(own::setup().torus) {
        own::requireSize(rows_, cols_, kMaxSide, kMaxSide);
        const own::Setup& s = own::setup();
        for (int i = 0; i < rows_ * cols_ && i < s.cellCount; ++i)
            if (s.cells[i]) toggle(i);
    }

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    bool isOn(int row, int col) const { return onBoard(row, col) && lit_[row * cols_ + col]; }
    int lightsOn() const { return lightsOn_; }
    bool isPressed(int row, int col) const { return onBoard(row, col) && pressed_[row * cols_ + col]; }
    int presses() const { return presses_; }

    void press(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const int cell = row * cols_ + col;
        if (pressed_[cell]) own::misuse(own::Misuse::Occupied, row, col, where);
        pressed_[cell] = 1;
        ++presses_;
        toggleAround(row, col);
        ++counters_.extra[kPressesSimulated];
        countNode(presses_);
        noteNode(presses_, own::Kind::Place, cell, 1, where);
    }

    void unpress(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const int cell = row * cols_ + col;
        if (!pressed_[cell]) own::misuse(own::Misuse::Empty, row, col, where);
        note(own::Kind::Remove, presses_, cell, 1, 0, where);
        pressed_[cell] = 0;
        --presses_;
        toggleAround(row, col);
    }

    bool allOff(const std::source_location& where = std::source_location::current()) {
        ++counters_.checks;
        if (presses_ > 0) ++counters_.extra[kCandidates];
        note(own::Kind::Try, presses_, -1, 0, 0, where);
        const bool off = lightsOn_ == 0;
        if (!off) note(own::Kind::Reject, presses_, -1, 0, 0, where);
        return off;
    }

    void solution(const std::source_location& where = std::source_location::current()) {
        note(own::Kind::Solution, presses_, -1, 0, presses_, where);
        report(pressed_, rows_ * cols_, presses_, where);
    }

private:
    enum { kCandidates = 0, kPressesSimulated = 1 };  // the workbench's lights-out counters

    bool onBoard(int row, int col) const {
        return static_cast<unsigned>(row) < static_cast<unsigned>(rows_) &&
               static_cast<unsigned>(col) < static_cast<unsigned>(cols_);
    }
    void toggle(int cell) {
        lit_[cell] ^= 1;
        lightsOn_ += lit_[cell] ? 1 : -1;
    }
    // The cell and its four neighbours, as a set (the workbench's model): on a torus
    // the edges wrap around, and on a side of 1 or 2 a neighbour met twice, or the cell
    // itself, is toggled once.
    void toggleAround(int row, int col) {
        int cells[5] = {row * cols_ + col};
        int count = 1;
        static constexpr int kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& step : kSteps) {
            int r = row + step[0], c = col + step[1];
            if (torus_) {
                r = (r + rows_) % rows_;
                c = (c + cols_) % cols_;
            }
            if (!onBoard(r, c)) continue;
            const int cell = r * cols_ + c;
            bool seen = false;
            for (int i = 0; i < count; ++i) seen = seen || cells[i] == cell;
            if (!seen) cells[count++] = cell;
        }
        for (int i = 0; i < count; ++i) toggle(cells[i]);
    }

    int pressed_[kMaxSide * kMaxSide] = {};
    int rows_;
    int cols_;
    bool torus_;
    int presses_ = 0;
    int lightsOn_ = 0;
    unsigned char lit_[kMaxSide * kMaxSide] = {};
};

}  // namespace pw

void search(pw::LightsOut& l);

namespace pw::own::detail {
inline void runLightsOut() {
    LightsOut l;
    search(l);
    l.finish();
}
inline const bool lightsOutEntry = registerEntry(kLightsOut, &runLightsOut);
}  // namespace pw::own::detail
