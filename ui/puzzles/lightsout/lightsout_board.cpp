#include "lightsout_board.h"

#include <algorithm>

#include "model/puzzle_board.h"
#include "text/parse_error_text.h"

namespace pw::ui {

namespace lo = lightsout;

LightsOutBoard::LightsOutBoard(lo::Board lights, int presses, bool editMode)
    : lights_(std::move(lights)), presses_(presses), editMode_(editMode) {}

QJsonObject LightsOutBoard::keptState() const {
    return {{QStringLiteral("presses"), presses_}, {QStringLiteral("editMode"), editMode_}};
}

BoardPtr LightsOutBoard::withPositionOf(const BoardPtr& other) const {
    const auto& position = static_cast<const LightsOutBoard&>(*other);
    return std::make_shared<LightsOutBoard>(position.lights_, position.presses_, editMode_);
}

BoardPtr LightsOutBoard::pressed(int cell) const {
    lo::Board after = lights_;
    lo::press(after, cell);
    return std::make_shared<LightsOutBoard>(std::move(after), presses_ + 1, editMode_);
}

BoardPtr LightsOutBoard::toggled(int cell) const {
    lo::Board after = lights_;
    lo::toggleLight(after, cell);
    return std::make_shared<LightsOutBoard>(std::move(after), 0, editMode_);
}

BoardPtr LightsOutBoard::withLights(lo::Board lights) const {
    return std::make_shared<LightsOutBoard>(std::move(lights), 0, editMode_);
}

BoardPtr LightsOutBoard::withEditMode(bool on) const { return std::make_shared<LightsOutBoard>(lights_, presses_, on); }

BoardPtr LightsOutBoard::withPresses(int presses) const {
    return std::make_shared<LightsOutBoard>(lights_, presses, editMode_);
}

BoardKind LightsOutBoard::kind() {
    BoardKind kind;
    kind.puzzleId = QStringLiteral("lightsout");
    kind.minimumSize = kMinimumSide;
    kind.maximumSize = kMaximumSide;
    kind.blank = [](const SizeRequest& size, const BoardValue* current) -> BoardPtr {
        const auto* was = static_cast<const LightsOutBoard*>(current);
        const int side = size.size > 0 ? size.size : kDefaultSide;
        const int rows = std::clamp(size.rows > 0 ? size.rows : side, kMinimumSide, kMaximumSide);
        const int cols = std::clamp(size.cols > 0 ? size.cols : side, kMinimumSide, kMaximumSide);
        // The torus box is the user's choice: a new size keeps it.
        const bool torus = size.torus || (was && was->lights().torus);
        return std::make_shared<LightsOutBoard>(lo::uniformBoard(rows, cols, torus, true), 0, was && was->editMode());
    };
    kind.read = [](const QString& text, const BoardValue* current, QString* error) -> BoardPtr {
        ParseResult<lo::Board> board = lo::parseBoard(text.toStdString());
        if (!board) {
            if (error) *error = parseErrorText(board.error());
            return nullptr;
        }
        if (board->rows > kMaximumSide || board->cols > kMaximumSide) {
            if (error)
                *error = tr("The board shows at most %1 lights on a side; this board is %2×%3.")
                             .arg(kMaximumSide)
                             .arg(board->rows)
                             .arg(board->cols);
            return nullptr;
        }
        return std::make_shared<LightsOutBoard>(std::move(board).value(), 0,
                                                current && static_cast<const LightsOutBoard*>(current)->editMode());
    };
    // An edit: undo gives the board it replaced back, whatever its size.
    kind.open = [](PuzzleBoard& board, BoardPtr opened) { board.edit(std::move(opened), tr("open a board")); };
    kind.restoreKept = [](const BoardValue& board, const QJsonObject& state) -> BoardPtr {
        const auto& lights = static_cast<const LightsOutBoard&>(board);
        return std::make_shared<LightsOutBoard>(lights.lights(),
                                                std::clamp(state.value(QStringLiteral("presses")).toInt(0), 0, 1'000'000'000),
                                                state.value(QStringLiteral("editMode")).toBool(false));
    };
    return kind;
}

}  // namespace pw::ui
