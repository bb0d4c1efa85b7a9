// A libFuzzer target for the kept boards' reader (ui/model/kept_board): any bytes give a
// board that writes back the same, or a problem.
#include <cstdint>
#include <cstdlib>

#include "model/kept_board.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pw::ui;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const KeptBoardRead read = decodeKeptBoard(bytes, QStringLiteral("sudoku"));
    if (read.board.has_value() != (read.problem == KeptBoardProblem::None)) std::abort();
    if (read.board) {
        const KeptBoardRead again = decodeKeptBoard(encodeKeptBoard(*read.board), QStringLiteral("sudoku"));
        if (!again.board || !(*again.board == *read.board)) std::abort();
    }
    return 0;
}
