#include "code_panel_fit.h"

#include <QAbstractScrollArea>
#include <QBoxLayout>
#include <QEvent>
#include <QLayout>
#include <QResizeEvent>
#include <QTimer>

#include <algorithm>

#include "panels/pseudocode_view.h"

namespace pw::ui {

namespace {

/// The steps of the code's type between its usual scale and its least.
constexpr double kScaleStep = 0.02;

void noWidthLimits(PseudocodeView* code) {
    code->setPreferredWidth(-1);
    if (code->minimumWidth() != 0) code->setMinimumWidth(0);
}

}  // namespace

CodePanelFit::CodePanelFit(Parts parts, QObject* parent) : QObject(parent), parts_(parts) {
    connect(parts_.code, &PseudocodeView::linesChanged, this, &CodePanelFit::fitLater);
    parts_.boardRow->parentWidget()->installEventFilter(this);
    parts_.codePanel->installEventFilter(this);
    parts_.sideFrame->installEventFilter(this);
}

void CodePanelFit::setArrangement(Arrangement arrangement) {
    if (arrangement == arrangement_) return;
    arrangement_ = arrangement;
    fit();
}

bool CodePanelFit::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Show && watched == parts_.boardRow->parentWidget()) fitLater();
    if (event->type() == QEvent::Resize) {
        const auto* resize = static_cast<const QResizeEvent*>(event);
        const bool height = resize->size().height() != resize->oldSize().height();
        const bool width = resize->size().width() != resize->oldSize().width();
        const bool side = arrangement_.place == Place::Side;
        if (watched == parts_.boardRow->parentWidget() || (watched == parts_.sideFrame && height) ||
            (watched == parts_.codePanel && (height || (side && width))))
            fitLater();
    }
    return QObject::eventFilter(watched, event);
}

void CodePanelFit::fitLater() {
    if (pending_) return;
    pending_ = true;
    QTimer::singleShot(0, this, [this] {
        pending_ = false;
        fit();
    });
}

void CodePanelFit::fit() {
    PseudocodeView* code = parts_.code;
    if (!arrangement_.presentation || arrangement_.place == Place::Lesson) {
        noWidthLimits(code);
        code->setHeightCap(QWIDGETSIZE_MAX);
        code->setFontScale(PseudocodeView::kScale);
        if (code->minimumHeight() != 0) code->setMinimumHeight(0);
        return;
    }
    int least = 0;
    if (arrangement_.place == Place::BoardRow) {
        // While a comparison's charts stand in for the board, its row keeps the fit it had
        // (the charts' page gives it no size to fit to); it is fitted again when it shows.
        if (parts_.boardRow->parentWidget()->isHidden()) return;
        const int width = fitBesideTheBoard();
        // Measured at the width just given (the view takes it at the next layout), and no
        // taller than the room beside the board.
        const int room = roomBesideTheBoard();
        const bool scrolls = code->heightOfAll(width, code->fontScale()) > room;
        least = std::min(room, code->heightForLines(kLeastLines, code->fontScale(), code->textWidth(width, scrolls)));
        // Beside the tree the code scrolls to its lit line, no higher than the board: eight
        // lines of a long pseudo-code wrap to paragraphs (magic.v6's French ones to 633
        // pixels at 1280x720), which would take more of the screen than the board.
        // (The board's widget may be taller than its square, which its width bounds.)
        if (arrangement_.treeShown) {
            const int square = std::min(parts_.boards->width(), parts_.boards->height());
            least = std::min(least, square);
            code->setHeightCap(std::max(least, square));
        } else {
            code->setHeightCap(QWIDGETSIZE_MAX);
        }
    } else {
        code->setHeightCap(QWIDGETSIZE_MAX);
        noWidthLimits(code);
        const int room = fitUnderTheControls();
        least = std::min(room, code->heightForLines(kLeastLines, code->fontScale()));
    }
    least = std::max(0, least);
    if (least != code->minimumHeight()) code->setMinimumHeight(least);
    // The layouts take the new sizes now rather than at their next request: the code
    // shows its lines whole as soon as the fit is made.
    if (arrangement_.place == Place::BoardRow) parts_.boardRow->activate();
    else if (QLayout* side = parts_.sidePanel->layout()) side->activate();
    if (QLayout* panel = parts_.codePanel->layout()) panel->activate();
}

int CodePanelFit::roomBesideTheBoard() const { return parts_.codePanel->height() - parts_.code->y(); }

int CodePanelFit::boardHeightAt(int width) const {
    const QWidget* area = parts_.boardRow->parentWidget();
    const QMargins margins = parts_.boardRow->contentsMargins();
    int height = area->height() - margins.top() - margins.bottom();
    int shown = 0;
    for (int i = 0; i < parts_.boardColumn->count(); ++i) {
        const QWidget* w = parts_.boardColumn->itemAt(i)->widget();
        if (!w || w->isHidden()) continue;
        ++shown;
        if (w != parts_.boards) height -= w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height();
    }
    return height - std::max(0, shown - 1) * parts_.boardColumn->spacing();
}

int CodePanelFit::fitBesideTheBoard() {
    PseudocodeView* code = parts_.code;
    const int room = roomBesideTheBoard();
    const QMargins margins = parts_.boardRow->contentsMargins();
    const int row = parts_.boardRow->parentWidget()->width() - margins.left() - margins.right() - parts_.boardRow->spacing();
    // The usual share leaves the board its square: on a 16:9 screen the square is as high
    // as its column and narrower than 3/5 of the row (2/3 beside the tree, which narrows
    // the row); a 4:3 projector's board takes its column's width, and every character of
    // the code is taken from it.
    const bool narrow = arrangement_.narrow, tree = arrangement_.treeShown;
    const double share = narrow ? 0.25 : tree ? 1.0 / 3 : 0.4;
    const int characters = narrow ? 22 : 26;
    const int floor = code->widthOfCharacters(characters, PseudocodeView::kScale);
    const auto usual = [&](double scale) {
        return std::max(code->widthOfCharacters(characters, scale), static_cast<int>(row * share));
    };
    double scale = PseudocodeView::kScale;
    int width = usual(scale);
    // Alone beside the board on a 16:9 screen the code is read whole: wider up to half the
    // row, then in a smaller type, never larger than the board. Beside the tree the lit
    // line is what the class follows, and on a 4:3 projector the board needs the width:
    // there the code keeps its type and scrolls to the line.
    if (!narrow && !tree) {
        const auto smallerThanTheBoard = [&](int w, double s) {
            const qint64 codeArea = static_cast<qint64>(w) * std::min(room, code->heightOfAll(w, s));
            return codeArea <= static_cast<qint64>(row - w) * boardHeightAt(row - w);
        };
        for (double s = PseudocodeView::kScale; s >= PseudocodeView::kLeastScale - 1e-9; s -= kScaleStep) {
            const int least = usual(s);
            const int w = code->widthToShowAll(room, least, std::max(least, row / 2), s);
            if (code->heightOfAll(w, s) <= room && smallerThanTheBoard(w, s)) {
                scale = s;
                width = w;
                break;
            }
        }
    }
    // The width is what the view asks of the board's row, whose column takes the rest (the
    // row gives the code panel no stretch); its least is the characters', so that the
    // row never holds more than its window gives it and the side panel keeps its controls.
    code->setFontScale(scale);
    code->setPreferredWidth(width);
    if (floor != code->minimumWidth()) code->setMinimumWidth(floor);
    return width;
}

int CodePanelFit::fitUnderTheControls() {
    PseudocodeView* code = parts_.code;
    const auto* frame = qobject_cast<const QAbstractScrollArea*>(parts_.sideFrame);
    const QLayout* layout = parts_.sidePanel->layout();
    if (!frame || !layout) return QWIDGETSIZE_MAX;
    // The room the rest of the panel leaves the view at its least: the frame's height less
    // the other widgets' least heights at the panel's width, and the code's title.
    const QMargins margins = layout->contentsMargins();
    const int width = parts_.sidePanel->width() - margins.left() - margins.right();
    int room = frame->viewport()->height() - margins.top() - margins.bottom();
    int shown = 0;
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (item->isEmpty()) continue;
        ++shown;
        if (item->widget() == parts_.codePanel) continue;
        room -= item->hasHeightForWidth() ? item->minimumHeightForWidth(width) : item->minimumSize().height();
    }
    room -= std::max(0, shown - 1) * layout->spacing() + code->y();
    for (double s = PseudocodeView::kScale; s >= PseudocodeView::kLeastScale - 1e-9; s -= kScaleStep)
        if (code->heightForLines(kLeastLines, s) <= room) {
            code->setFontScale(s);
            return room;
        }
    // Lines too long for eight of them to show even so (a pseudo-code's sentences wrapped
    // on four rows in the side panel's width): the usual type, in the room there is.
    code->setFontScale(PseudocodeView::kScale);
    return room;
}

}  // namespace pw::ui
