#include "app/base/apperror.h"

#include "app/text/errortexts.h"

namespace remis::app {

AppError AppError::within(AppErrorPlace place, QStringList args) const {
    AppError placed = *this;
    placed.m_places.insert(placed.m_places.begin(), {place, std::move(args)});
    return placed;
}

QString AppError::text() const {
    return ErrorTexts::text(*this);
}

}  // namespace remis::app
