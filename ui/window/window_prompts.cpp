#include "window_prompts.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace pw::ui {

WindowPrompts defaultPrompts() {
    WindowPrompts prompts;
    prompts.unsavedChanges = [](QWidget* parent, const QString& fileName) {
        const QMessageBox::StandardButton answer = QMessageBox::warning(
            parent, QCoreApplication::translate("pw::ui::WindowPrompts", "Unsaved changes"),
            QCoreApplication::translate("pw::ui::WindowPrompts", "The board has changes not saved to %1. Save them first?")
                .arg(fileName),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Save) return UnsavedChoice::Save;
        if (answer == QMessageBox::Discard) return UnsavedChoice::Discard;
        return UnsavedChoice::Cancel;
    };
    prompts.warning = [](QWidget* parent, const QString& title, const QString& message) {
        QMessageBox::warning(parent, title, message);
    };
    prompts.notice = [](QWidget* parent, const QString& title, const QString& message) {
        auto* box = new QMessageBox(QMessageBox::Information, title, message, QMessageBox::Ok, parent);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();  // not exec(): the window goes on
    };
    return prompts;
}

}  // namespace pw::ui
