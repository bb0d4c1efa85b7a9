#include "document_state.h"

#include <QFileInfo>

#include "model/kept_board.h"

namespace pw::ui {

bool DocumentState::isModified(const QString& current) const { return isNamed() && textDigest(current) != savedDigest; }

QString DocumentState::fileName() const { return QFileInfo(path).fileName(); }

}  // namespace pw::ui
