#include "search_tree_panel.h"

#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QToolButton>
#include <QVBoxLayout>

#include "boards/flow_layout.h"
#include "text/registry_text.h"
#include "text/relative_font.h"
#include "io/atomic_write.h"
#include "print/page_output.h"
#include "merge_text.h"
#include "tree_text.h"

namespace pw::ui {

SearchTreePanel::SearchTreePanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    setRelativeFont(status_, 1.1);

    // The tools flow onto a second line when the panel is narrow (a projector's screen
    // shared with the board), rather than widening the window.
    auto* toolRow = new QWidget(this);
    auto* tools = new FlowLayout(toolRow, 4);
    auto* fit = new QPushButton(tr("&Fit"), this);
    fit->setToolTip(tr("Show the whole tree"));
    followButton_ = new QPushButton(tr("Follo&w"), this);
    followButton_->setCheckable(true);
    followButton_->setChecked(true);
    followButton_->setToolTip(tr("Keep the current node of the search in view"));
    // Tool buttons: as wide as their sign, where a push button takes a word's width.
    auto* zoomIn = new QToolButton(this);
    zoomIn->setText(QStringLiteral("+"));
    zoomIn->setToolTip(tr("Zoom in (or the mouse wheel)"));
    auto* zoomOut = new QToolButton(this);
    zoomOut->setText(QStringLiteral("−"));
    zoomOut->setToolTip(tr("Zoom out (or the mouse wheel)"));
    for (QToolButton* b : {zoomIn, zoomOut}) b->setMinimumWidth(b->fontMetrics().height() * 2);
    liveButton_ = new QPushButton(tr("&Live board"), this);
    liveButton_->setToolTip(tr("The board shows a node of the tree; go back to the board of the run"));
    liveButton_->setEnabled(false);
    auto* exportButton = new QPushButton(tr("E&xport…"), this);
    exportButton->setToolTip(tr("Save the view of the tree as SVG, PDF or PNG"));
    capBox_ = new QSpinBox(this);
    capBox_->setRange(1000, 50'000'000);
    capBox_->setSingleStep(100'000);
    capBox_->setGroupSeparatorShown(true);
    capBox_->setValue(QSettings().value(QStringLiteral("tree/cap"), static_cast<int>(SearchTree::kDefaultCap)).toInt());
    capBox_->setToolTip(tr("Nodes kept in memory (16 bytes each); past them the deepest levels are counted only. "
                           "Applies to the next run."));
    auto* capLabel = new QLabel(tr("&Keep:"), this);
    capLabel->setBuddy(capBox_);
    // The cap with its label, kept together at the end of the tools.
    auto* cap = new QWidget(toolRow);
    auto* capRow = new QHBoxLayout(cap);
    capRow->setContentsMargins(0, 0, 0, 0);
    capRow->addWidget(capLabel);
    capRow->addWidget(capBox_);
    // Merge with: another version's tree on the same board (its choices from the window).
    mergeBox_ = new QComboBox(this);
    mergeBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mergeBox_->setToolTip(tr("Merge this version's search tree with another version's on the same board: the nodes "
                             "only this version visits appear as hollow dashed triangles, what the other's idea cut"));
    auto* mergeLabel = new QLabel(tr("&Merge with:"), this);
    mergeLabel->setBuddy(mergeBox_);
    auto* mergeChoice = new QWidget(toolRow);
    auto* mergeRow = new QHBoxLayout(mergeChoice);
    mergeRow->setContentsMargins(0, 0, 0, 0);
    mergeRow->addWidget(mergeLabel);
    mergeRow->addWidget(mergeBox_);
    setMergeChoices({});
    for (QWidget* w : std::initializer_list<QWidget*>{fit, followButton_, zoomOut, zoomIn, liveButton_, exportButton, cap,
                                                      mergeChoice})
        tools->addWidget(w);
    layout->addWidget(toolRow);
    // The counts on a line of their own, the whole width of the panel.
    layout->addWidget(status_);

    // The tree; beside it a second one when a merge shows two versions' trees apart.
    auto* trees = new QHBoxLayout;
    auto* firstPane = new QVBoxLayout;
    firstCaption_ = new QLabel(this);
    firstCaption_->hide();
    view_ = new SearchTreeView(this);
    firstPane->addWidget(firstCaption_);
    firstPane->addWidget(view_, 1);
    trees->addLayout(firstPane, 1);
    secondPane_ = new QWidget(this);
    auto* secondLayout = new QVBoxLayout(secondPane_);
    secondLayout->setContentsMargins(0, 0, 0, 0);
    secondCaption_ = new QLabel(secondPane_);
    secondView_ = new SearchTreeView(secondPane_);
    secondLayout->addWidget(secondCaption_);
    secondLayout->addWidget(secondView_, 1);
    secondPane_->hide();
    trees->addWidget(secondPane_, 1);
    layout->addLayout(trees, 1);
    nodeInfo_ = new QLabel(this);
    nodeInfo_->setWordWrap(true);
    nodeInfo_->setTextFormat(Qt::PlainText);
    layout->addWidget(nodeInfo_);

    connect(fit, &QPushButton::clicked, this, [this] {
        view_->setFollow(false);
        view_->fit();
        if (secondPane_->isVisible()) secondView_->fit();
    });
    connect(followButton_, &QPushButton::toggled, view_, &SearchTreeView::setFollow);
    connect(view_, &SearchTreeView::followChanged, followButton_, &QPushButton::setChecked);
    connect(zoomIn, &QToolButton::clicked, this, [this] { view_->zoomBy(1.25, QPointF(view_->width() / 2.0, view_->height() / 2.0)); });
    connect(zoomOut, &QToolButton::clicked, this, [this] { view_->zoomBy(0.8, QPointF(view_->width() / 2.0, view_->height() / 2.0)); });
    connect(liveButton_, &QPushButton::clicked, this, &SearchTreePanel::liveRequested);
    connect(exportButton, &QPushButton::clicked, this, &SearchTreePanel::exportView);
    connect(capBox_, &QSpinBox::valueChanged, this, [](int value) { QSettings().setValue(QStringLiteral("tree/cap"), value); });
    connect(view_, &SearchTreeView::nodeSelected, this, &SearchTreePanel::onNodeSelected);
    connect(secondView_, &SearchTreeView::nodeSelected, this, [this](std::uint32_t node) {
        if (merge_ && merge_->result.secondTree) onMergedNodeSelected(*merge_->result.secondTree, node, true);
    });
    connect(mergeBox_, &QComboBox::activated, this, [this](int index) {
        emit mergeRequested(index <= 0 ? QString() : mergeBox_->itemData(index).toString());
    });
    clear();
}

SearchTreePanel::~SearchTreePanel() = default;

std::size_t SearchTreePanel::cap() const { return static_cast<std::size_t>(capBox_->value()); }
void SearchTreePanel::setCap(std::size_t nodes) { capBox_->setValue(static_cast<int>(nodes)); }

void SearchTreePanel::startRun() {
    leaveMerge();
    view_->setTree(nullptr, nullptr);
    builder_ = std::make_unique<TreeBuilder>(cap());
    builder_->keepEvents();  // a recorded run's cursor and a click on a node need them
    layout_ = std::make_unique<TreeLayout>(*builder_);
    layout_->update();
    view_->setTree(builder_.get(), layout_.get());
    view_->setFollow(true);
    nodeInfo_->clear();
    setInspecting(false);
    refreshStatus();
}

void SearchTreePanel::clear() {
    leaveMerge();
    view_->setTree(nullptr, nullptr);
    layout_.reset();
    builder_.reset();
    view_->setHint(tr("Step or Play a version (F10, F6) to watch its search tree grow here: a circle is a "
                      "choice, a red square a dead end, a green diamond a solution, a red triangle a subtree "
                      "with no solution (click to unfold). A run with Solve is not traced; Compare versions "
                      "charts every version's nodes per depth."));
    status_->setText(tr("No traced run."));
    nodeInfo_->clear();
    setInspecting(false);
}

void SearchTreePanel::append(const std::vector<TreeRecord>& records) {
    if (!builder_ || records.empty()) return;
    builder_->apply(records);
    layout_->update();
    if (merge_) return;  // the run's tree grows behind the merge shown
    view_->treeChanged();
    refreshStatus();
}

void SearchTreePanel::setLabeler(TreePainter::Labeler labeler) {
    labeler_ = labeler;
    secondView_->setLabeler(labeler);
    view_->setLabeler(std::move(labeler));
}

void SearchTreePanel::setInspecting(bool on) { liveButton_->setEnabled(on); }

void SearchTreePanel::showEvent(std::optional<std::uint64_t> k) {
    if (!builder_ || builder_->shownEvent() == k) return;
    builder_->showEvent(k);
    view_->treeChanged();
}

void SearchTreePanel::refreshStatus() {
    if (merge_) {
        status_->setText(merge_->sideBySide() ? mismatchText(merge_->result, merge_->first, merge_->second)
                                              : mergeCountsText(merge_->result, merge_->first, merge_->second));
        return;
    }
    if (!builder_) return;
    QString text = treeCountsText(*builder_);
    const SearchTree& tree = builder_->tree();
    if (tree.truncated())
        text += QLatin1Char('\n') + tr("Over %1 node(s): levels below %2 are kept as counts only.", nullptr,
                                        numerus(tree.cap()))
                                        .arg(formatCount(tree.cap()))
                                        .arg(tree.keptDepth());
    status_->setText(text);
}

void SearchTreePanel::onNodeSelected(std::uint32_t node) {
    if (merge_) {
        const TreeBuilder* shown = merge_->sideBySide() ? merge_->result.firstTree.get() : merge_->result.merged.get();
        if (shown) onMergedNodeSelected(*shown, node, false);
        return;
    }
    if (!builder_) return;
    const SearchTree& tree = builder_->tree();
    // A recorded run moves to the event that made the node: the board, the counters, the
    // lit line and the tree all stand there; otherwise the board shows the node alone.
    const auto choose = [&](const std::vector<Event>& decisions, const Event& event) {
        if (recorded_ && builder_->eventCount() > 0)
            emit eventChosen(std::min(builder_->eventOfNode(node), builder_->eventCount() - 1));
        else
            emit nodeChosen(decisions, event);
    };
    if (tree.node(node).isSummary()) {
        // No board of its own: the root's, with the line of the work it stands for lit.
        const TreeBuilder::Summary& summary = builder_->summaryOf(tree.node(node));
        nodeInfo_->setText(summaryDescription(summary));
        Event event;
        event.line = static_cast<std::int16_t>(summary.line);
        choose({}, event);
        return;
    }
    std::vector<Event> decisions;
    QStringList names;
    for (std::uint32_t n : tree.pathTo(node)) {
        if (n == 0) continue;
        decisions.push_back(tree.decision(n));
        if (labeler_ && tree.node(n).has(TreeNode::kLabelled)) names << labeler_(decisions.back());
    }
    const Event event = node == 0 ? Event{} : tree.decision(node);
    QString fate;
    const TreeNode& n = tree.node(node);
    if (n.fate() == NodeFate::Solution) fate = tr("a solution");
    else if (layout_->isFolded(node)) {
        const std::uint64_t below = layout_->foldedCount(node) - (n.has(TreeNode::kUncounted) ? 0 : 1);
        fate = tr("%1 node(s) below, no solution", nullptr, numerus(below)).arg(formatCount(below));
    } else if (n.isGiven()) fate = givenDescription();
    else if (!n.has(TreeNode::kClosed)) fate = tr("still open");
    else if (n.has(TreeNode::kHasChild)) fate = tr("a choice");
    else fate = n.fate() == NodeFate::Cut ? tr("cut") : tr("a dead end");
    nodeInfo_->setText(names.isEmpty() ? tr("The root: %1.").arg(fate)
                                       : names.join(QStringLiteral(" › ")) + QStringLiteral(" — ") + fate);
    choose(decisions, event);
}

// Both exports draw into memory first and write the file through QSaveFile
// (writeFileAtomically): the whole drawing or the old file untouched.
bool SearchTreePanel::exportSvg(const QString& path, QString* error) const {
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&bytes);
    svg.setSize(view_->size());
    svg.setViewBox(view_->rect());
    svg.setTitle(tr("Search tree"));
    QPainter p;
    if (!p.begin(&svg)) {
        if (error) *error = tr("the drawing could not be made");
        return false;
    }
    view_->render(p, view_->rect());
    p.end();
    return writeFileAtomically(path, bytes.data(), error);
}

bool SearchTreePanel::exportPng(const QString& path, QString* error) const {
    QImage image(view_->size() * 2, QImage::Format_ARGB32);
    image.setDevicePixelRatio(2);
    QPainter p(&image);
    view_->render(p, view_->rect());
    p.end();
    return writePngAtomically(path, image, error);
}

bool SearchTreePanel::exportPdf(const QString& path, QString* error) const {
    // Paper in the light scheme (or high contrast), whatever the desktop's.
    return writeDrawingPdf(path, view_->size(), view_->logicalDpiY(), tr("Search tree"),
                           [this](QPainter& p) { view_->render(p, view_->rect(), &TreePalette::forPaper()); }, error);
}

void SearchTreePanel::exportView() {
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the search tree"), QStringLiteral("search-tree.svg"),
                                                      tr("SVG drawings (*.svg);;PDF documents (*.pdf);;PNG images (*.png)"), &filter);
    if (path.isEmpty()) return;
    QString error;
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        // writeDrawingPdf words the whole sentence.
        if (!exportPdf(path, &error)) QMessageBox::warning(this, tr("Export the search tree"), error);
        return;
    }
    const bool ok = path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) ? exportPng(path, &error) : exportSvg(path, &error);
    if (!ok)
        QMessageBox::warning(this, tr("Export the search tree"),
                             tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

}  // namespace pw::ui
