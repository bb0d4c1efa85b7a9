#include "own_version_library.h"

#include <QFileInfo>
#include <QLocale>
#include <QThread>

#include "all_puzzles.h"

namespace pw::ui {

namespace {

// The compiler speaks the window's language where Debian packages it (gcc-12-locales,
// recommended by the .deb): a French screen gets g++'s messages in French. The window's
// language is the default locale (language.cpp sets it); a switch rebuilds the window,
// and its library compiles the files again.
std::string compilerLanguage() { return QLocale().language() == QLocale::French ? "fr" : std::string(); }

}  // namespace

OwnVersionLibrary::OwnVersionLibrary(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &OwnVersionLibrary::fileChanged);
}

OwnVersionLibrary::~OwnVersionLibrary() {
    // A compile under way finishes first: its thread holds the version.
    for (const auto& e : entries_)
        if (e->thread) e->thread->wait();
}

OwnVersionLibrary::Entry* OwnVersionLibrary::find(const AlgorithmInfo* entry) const {
    for (const auto& e : entries_)
        if (e->info.get() == entry) return e.get();
    return nullptr;
}

const AlgorithmInfo* OwnVersionLibrary::add(const QString& path) {
    const QFileInfo file(path);
    if (!file.exists() || file.isDir()) return nullptr;
    const QString absolute = file.absoluteFilePath();
    for (const auto& e : entries_)
        if (QString::fromStdString(e->version->path()) == absolute) return e->info.get();
    auto entry = std::make_unique<Entry>();
    entry->version = own::FileVersion::create(absolute.toStdString(), {});
    entry->info = std::make_unique<AlgorithmInfo>(entry->version->algorithm());
    Entry& added = *entries_.emplace_back(std::move(entry));
    watcher_.addPath(absolute);
    return added.info.get();
}

void OwnVersionLibrary::compile(const AlgorithmInfo* entry, bool wait) {
    if (Entry* e = find(entry)) startCompile(*e, wait);
}

void OwnVersionLibrary::startCompile(Entry& entry, bool wait) {
    if (entry.thread) {  // the compile under way is of the file before the save
        entry.again = true;
        return;
    }
    emit compiling(entry.info.get());
    entry.version->setMessagesLanguage(compilerLanguage());
    if (wait) {
        entry.version->compile();
        compileDone(entry);
        return;
    }
    entry.thread = QThread::create([version = entry.version] { version->compile(); });
    entry.thread->setParent(this);  // gone with the library when it goes first (after waiting)
    connect(entry.thread, &QThread::finished, this, [this, &entry] {
        entry.thread->deleteLater();
        entry.thread = nullptr;
        compileDone(entry);
        if (entry.again) {
            entry.again = false;
            startCompile(entry, false);
        }
    });
    entry.thread->start();
}

void OwnVersionLibrary::compileDone(Entry& entry) {
    // What the view shows changes; the run function stays the one a session may be calling.
    const AlgorithmInfo fresh = entry.version->algorithm();
    entry.info->puzzle = fresh.puzzle;
    entry.info->title = fresh.title;
    entry.info->pseudocode = fresh.pseudocode;
    entry.info->counterNames = fresh.counterNames;
    entry.info->timelineCounter = fresh.timelineCounter;
    emit compiled(entry.info.get());
}

void OwnVersionLibrary::fileChanged(const QString& path) {
    // An editor that saves by writing a new file and renaming it ends the watch: the
    // path is watched again, once the new file is there.
    if (!watcher_.files().contains(path) && QFileInfo::exists(path)) watcher_.addPath(path);
    // A save is often several writes: the compile waits for the last one.
    QTimer::singleShot(200, this, [this, path] {
        if (!watcher_.files().contains(path) && QFileInfo::exists(path)) watcher_.addPath(path);
        for (const auto& e : entries_)
            if (QString::fromStdString(e->version->path()) == path) startCompile(*e, false);
    });
}

std::vector<const AlgorithmInfo*> OwnVersionLibrary::versionsOf(const std::string& puzzle) const {
    std::vector<const AlgorithmInfo*> out = builtinRegistry().algorithmsOf(puzzle);
    for (const auto& e : entries_)
        if (e->info->puzzle == puzzle) out.push_back(e->info.get());
    return out;
}

QStringList OwnVersionLibrary::paths() const {
    QStringList out;
    for (const auto& e : entries_) out << QString::fromStdString(e->version->path());
    return out;
}

own::FileVersion* OwnVersionLibrary::version(const AlgorithmInfo* entry) const {
    const Entry* e = find(entry);
    return e ? e->version.get() : nullptr;
}

bool OwnVersionLibrary::isCompiling(const AlgorithmInfo* entry) const {
    const Entry* e = find(entry);
    return e && e->thread;
}

}  // namespace pw::ui
