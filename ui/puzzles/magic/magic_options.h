#pragma once
/// The controls above the magic square: mark the selected cell as given, clear the
/// cells that are not given, and show one square per symmetry class in the browser.
/// A plain widget that emits what the user asked; the board view acts.
#include <QWidget>

class QCheckBox;

namespace pw::ui {

class MagicOptions final : public QWidget {
    Q_OBJECT
public:
    explicit MagicOptions(QWidget* parent = nullptr);

    /// Shows the state without emitting anything back.
    void setCanonicalOnly(bool on);

signals:
    void markGivenRequested();
    void markAllGivenRequested();
    void clearNonGivenRequested();
    void canonicalOnlyChanged(bool on);

private:
    QCheckBox* canonical_;
};

}  // namespace pw::ui
