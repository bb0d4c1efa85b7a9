// The session tests need an event loop (the session's timer) but no widgets: a
// QCoreApplication, so that the sanitizer trees build them without Qt Widgets.
#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
