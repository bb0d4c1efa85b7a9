#pragma once
/// Installs the translators of a language for the application and for Qt's own
/// dialogs: "fr", "en", or "" for the system's language.
#include <QString>

namespace pw::ui {

/// Returns the language actually in effect ("fr" or "en").
QString installLanguage(const QString& language);

}  // namespace pw::ui
