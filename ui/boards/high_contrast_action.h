#pragma once
/// View › High contrast: black on white and strong lines on every board, for the back of
/// the room. The choice is kept in the settings ("view/highContrast") and applied as soon
/// as the action is made, so a restarted window comes back as it was left.
class QAction;
class QObject;

namespace pw::ui {

/// A checkable action that switches BoardTheme's high contrast and keeps the choice.
QAction* createHighContrastAction(QObject* parent);

}  // namespace pw::ui
