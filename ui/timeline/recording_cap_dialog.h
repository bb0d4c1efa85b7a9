#pragma once
/// How much a stepped or played run records, as the user chose it (kept between
/// sessions): a number of events (a million by default) and what the run does past it,
/// stop there or go on to its end without recording. A recording never takes more than
/// its memory budget either (RecordingCap::kDefaultBytes).
#include <QDialog>

#include "core/recording_tracer.h"

class QComboBox;
class QSpinBox;

namespace pw::ui {

struct RecordingCapChoice {
    static constexpr int kMostEvents = 8'000'000;
    std::uint64_t events = RecordingCap::kDefaultEvents;
    AtRecordingCap atCap = AtRecordingCap::Stop;

    static RecordingCapChoice saved();
    void save() const;
};

class RecordingCapDialog final : public QDialog {
    Q_OBJECT
public:
    explicit RecordingCapDialog(const RecordingCapChoice& choice, QWidget* parent = nullptr);
    RecordingCapChoice choice() const;
    /// Shows the dialog; true with `choice` changed when the user accepted it.
    static bool ask(QWidget* parent, RecordingCapChoice& choice);

private:
    QSpinBox* events_;
    QComboBox* atCap_;
};

}  // namespace pw::ui
