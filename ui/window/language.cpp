#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace pw::ui {

QString installLanguage(const QString& language) {
    static std::unique_ptr<QTranslator> appTranslator, qtTranslator;
    for (auto* t : {appTranslator.get(), qtTranslator.get()})
        if (t) QCoreApplication::removeTranslator(t);
    QString code = language.isEmpty() ? QLocale::system().name().left(2) : language;
    if (code != QLatin1String("fr")) code = QStringLiteral("en");
    QLocale::setDefault(QLocale(code == QLatin1String("fr") ? QLocale::French : QLocale::English));
    appTranslator = std::make_unique<QTranslator>();
    if (appTranslator->load(QStringLiteral(":/i18n/puzzle-workbench_") + code))
        QCoreApplication::installTranslator(appTranslator.get());
    qtTranslator = std::make_unique<QTranslator>();
    if (qtTranslator->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator.get());
    return code;
}

QString chosenLanguage(const QString& commandLineLanguage) {
    return commandLineLanguage.isEmpty() ? QSettings().value(QStringLiteral("language")).toString() : commandLineLanguage;
}

}  // namespace pw::ui
