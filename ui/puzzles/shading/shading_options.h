#pragma once
/// The controls above the shading grid: the forbidden run length k, one grid per symmetry
/// class in the browser, and the best known maximum for the size on show. A plain widget
/// that emits what the user asked; the board view acts and keeps the controls in step.
#include <QWidget>

class QCheckBox;
class QLabel;
class QSpinBox;

namespace pw::ui {

class ShadingOptions final : public QWidget {
    Q_OBJECT
public:
    explicit ShadingOptions(QWidget* parent = nullptr);

    /// Show the state without emitting anything back.
    void setK(int k);
    void setCanonicalOnly(bool on);
    /// "Best known: 56", "Best known: computing…".
    void setBestKnown(const QString& text);
    /// Why the last k asked for was refused; empty hides it.
    void setProblem(const QString& text);

signals:
    void kChanged(int k);
    void canonicalOnlyChanged(bool on);

private:
    QSpinBox* k_;
    QCheckBox* canonical_;
    QLabel* best_;
    QLabel* problem_;
};

}  // namespace pw::ui
