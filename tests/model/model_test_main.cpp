// The model tests need no event loop and no widget: a QCoreApplication only (the
// model is a QObject), so that the sanitizer trees build them without Qt Widgets.
#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
