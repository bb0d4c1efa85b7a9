#pragma once
/// The versions of the user's own that the window has opened: each a student's .cpp
/// file (solvers/own/file_version.h) with the registry entry the version list, the
/// session, the charts and the tree take like a built-in one. A file is compiled off the
/// GUI thread when it is opened and again each time it is saved (a watcher on the file);
/// `compiled` says when a new program, or a new list of errors, is there.
///
/// The entries live as long as the library, at fixed addresses (a run holds a pointer
/// to its entry). A recompile changes an entry's lines and puzzle in place, on the GUI
/// thread; never its run function, which a running session may be calling.
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

#include "core/registry.h"
#include "own/file_version.h"

class QThread;

namespace pw::ui {

class OwnVersionLibrary final : public QObject {
    Q_OBJECT
public:
    explicit OwnVersionLibrary(QObject* parent = nullptr);
    ~OwnVersionLibrary() override;

    /// The file as a version, added (and watched) or found among those open; nullptr
    /// for a path that names no file. `compile` makes its program.
    const AlgorithmInfo* add(const QString& path);
    /// Compiles an open version; `wait`: before returning (the command line), else off
    /// the GUI thread.
    void compile(const AlgorithmInfo* entry, bool wait);

    /// The built-in versions of the puzzle, then the user's own for it.
    std::vector<const AlgorithmInfo*> versionsOf(const std::string& puzzle) const;
    /// The file version behind an entry, or nullptr for a built-in one.
    own::FileVersion* version(const AlgorithmInfo* entry) const;
    bool isCompiling(const AlgorithmInfo* entry) const;
    /// The files open as versions, in the order they were opened.
    QStringList paths() const;

signals:
    /// A compile of the entry ended: its program (or its errors) are the latest.
    void compiled(const AlgorithmInfo* entry);
    /// A compile of the entry started (the file was opened or saved).
    void compiling(const AlgorithmInfo* entry);

private:
    struct Entry {
        std::shared_ptr<own::FileVersion> version;
        std::unique_ptr<AlgorithmInfo> info;
        QThread* thread = nullptr;  ///< the compile under way
        bool again = false;         ///< saved again while compiling
    };
    Entry* find(const AlgorithmInfo* entry) const;
    void startCompile(Entry& entry, bool wait);
    void compileDone(Entry& entry);
    void fileChanged(const QString& path);

    std::vector<std::unique_ptr<Entry>> entries_;
    QFileSystemWatcher watcher_;
};

}  // namespace pw::ui
