#include "high_contrast_action.h"

#include <QAction>
#include <QSettings>
#include <QSignalBlocker>

#include "board_theme.h"

namespace pw::ui {

namespace {

const QString kSetting = QStringLiteral("view/highContrast");

}  // namespace

QAction* createHighContrastAction(QObject* parent) {
    auto* action = new QAction(BoardTheme::tr("&High contrast"), parent);
    action->setCheckable(true);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    action->setToolTip(BoardTheme::tr("Black on white and strong lines on the boards, the charts and the search tree, for the back of the room"));
    BoardTheme::instance().setHighContrast(QSettings().value(kSetting, false).toBool());
    action->setChecked(BoardTheme::instance().highContrast());
    QObject::connect(action, &QAction::toggled, action, [](bool on) {
        BoardTheme::instance().setHighContrast(on);
        QSettings().setValue(kSetting, on);
    });
    // Switched from elsewhere (another window): the tick follows, without keeping a choice
    // the user did not make here.
    QObject::connect(&BoardTheme::instance(), &BoardTheme::changed, action, [action] {
        const QSignalBlocker quiet(action);
        action->setChecked(BoardTheme::instance().highContrast());
    });
    return action;
}

}  // namespace pw::ui
