#include "recording_cap_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

#include "text/number_text.h"

namespace pw::ui {

RecordingCapChoice RecordingCapChoice::saved() {
    QSettings settings;
    RecordingCapChoice c;
    const qlonglong events = settings.value(QStringLiteral("recording/cap"), static_cast<qlonglong>(c.events)).toLongLong();
    c.events = static_cast<std::uint64_t>(std::clamp<qlonglong>(events, 1000, kMostEvents));
    c.atCap = settings.value(QStringLiteral("recording/goOn"), false).toBool() ? AtRecordingCap::GoOn : AtRecordingCap::Stop;
    return c;
}

void RecordingCapChoice::save() const {
    QSettings settings;
    settings.setValue(QStringLiteral("recording/cap"), static_cast<qlonglong>(events));
    settings.setValue(QStringLiteral("recording/goOn"), atCap == AtRecordingCap::GoOn);
}

RecordingCapDialog::RecordingCapDialog(const RecordingCapChoice& choice, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Recording cap"));
    auto* form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto* intro = new QLabel(tr("Every stepped or played run is recorded, so that it can be stepped back, "
                                "scrubbed and saved. A million events take about 20 MB; a recording never "
                                "takes more than %1 MB.")
                                 .arg(formatCount(RecordingCap::kDefaultBytes >> 20)),
                             this);
    intro->setWordWrap(true);
    form->addRow(intro);
    events_ = new QSpinBox(this);
    events_->setRange(1000, RecordingCapChoice::kMostEvents);
    events_->setSingleStep(100'000);
    events_->setGroupSeparatorShown(true);
    events_->setValue(static_cast<int>(choice.events));
    form->addRow(tr("&Events recorded at most:"), events_);
    atCap_ = new QComboBox(this);
    atCap_->addItem(tr("The run stops there"));
    atCap_->addItem(tr("The run goes on to its end, unrecorded"));
    atCap_->setCurrentIndex(choice.atCap == AtRecordingCap::GoOn ? 1 : 0);
    form->addRow(tr("&At the cap:"), atCap_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

RecordingCapChoice RecordingCapDialog::choice() const {
    return {static_cast<std::uint64_t>(events_->value()), atCap_->currentIndex() == 1 ? AtRecordingCap::GoOn : AtRecordingCap::Stop};
}

bool RecordingCapDialog::ask(QWidget* parent, RecordingCapChoice& choice) {
    RecordingCapDialog dialog(choice, parent);
    if (dialog.exec() != QDialog::Accepted) return false;
    choice = dialog.choice();
    return true;
}

}  // namespace pw::ui
