#pragma once
/// Installs the translators of a language for the application and for Qt's own
/// dialogs: "fr", "en", or "" for the system's language. The application's
/// translations are compiled into its resources (:/i18n/), so an installed program
/// finds them wherever it lives; Qt's own come from the system's Qt (the
/// qt6-translations-l10n package), and are left out when it is not there.
#include <QString>

namespace pw::ui {

/// Returns the language actually in effect ("fr" or "en").
QString installLanguage(const QString& language);

/// The language asked on the command line, else the one saved from the View menu,
/// else "" (the system's).
QString chosenLanguage(const QString& commandLineLanguage);

}  // namespace pw::ui
