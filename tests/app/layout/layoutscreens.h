#pragma once

// The screens the layout test visits (test_layout_languages): every page,
// dialog, table and window of the app, each opened as the app opens it.
// A new dialog or page is one more entry in layoutScreens().

#include "layoutcheck.h"

#include <QPointer>
#include <QString>
#include <QStringList>

#include "core/records/record.h"

#include <functional>
#include <memory>
#include <optional>

class GameSession;
class LanguageManager;
class MainWindow;
class Notebook;
class QWidget;

// Where a screen is opened: the app's window in one language, and
// everything the screen opened, gone when the stage ends.
class Stage {
public:
    Stage(LanguageManager &languages, const QString &screen, const QString &language);
    ~Stage();
    Stage(const Stage &) = delete;
    Stage &operator=(const Stage &) = delete;

    QString language() const { return m_language; }
    // The app's window as it starts (on the start page), with a notebook
    // of its own for the lab's runs.
    MainWindow &window();
    // The notebook the window's lab keeps its runs in.
    const std::shared_ptr<Notebook> &notebook()
    {
        window();
        return m_notebook;
    }
    // Deletes `widget` (a dialog, an editor) when the stage ends.
    template <typename T>
    T *keep(T *widget)
    {
        m_kept << QPointer<QWidget>(widget);
        return widget;
    }

    // Looks at `window` as it is now (shown, laid out): its problems are
    // kept, each as "part: problem"; with HOUSERULES_LAYOUT_SHOTS set to a
    // folder, a screenshot is saved there too.
    void look(QWidget *window, const QString &part = {}, const layoutcheck::Allowances &allowances = {});
    // Something the screen could not do (a game that would not start).
    void fail(const QString &why) { m_problems << why; }
    QStringList problems() const { return m_problems; }

    // A game on the window's table: `humans` people in the first seats,
    // computer players in the others; the people play at random (from a
    // fixed seed) until at least `share` of a game of that deal has been
    // played and it is a person's turn, or to the end when `share` is 1.
    // Null (and fail()) when it cannot.
    GameSession *play(const QString &variant, int players, int humans, double share);
    // The same game played without a window: its record.
    std::optional<houserules::Record> record(const QString &variant, int players, int humans, double share);

private:
    LanguageManager &m_languages;
    QString m_screen;
    QString m_language;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<Notebook> m_notebook;
    QList<QPointer<QWidget>> m_kept;
    QStringList m_problems;
};

struct Screen {
    QString area; // the part of the test that visits it (a CTest entry each)
    QString name; // unique; names the screenshots
    // Opens the screen in the stage's language and looks at it, once or
    // at each of its pages.
    std::function<void(Stage &)> visit;
};

// Every screen, in the order the test visits them.
QList<Screen> layoutScreens();
// The areas, each a test function of its own.
QStringList layoutAreas();
