#pragma once

#include <QDialog>
#include <QMultiHash>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

// "Save as": the house rule's title (in the current language) and its file,
// proposed in the user's variant folder under a name made from the title,
// so that it appears on the start page at once. A file in a folder of the
// shipped variants is refused (they are read-only), and so is the base's
// own file (a house rule cannot extend itself). A title another variant of
// the game already has is refused too: the start page would list two
// variants under one name.
class SaveAsDialog final : public QDialog {
    Q_OBJECT
public:
    SaveAsDialog(const QString &title, const QString &folder, QWidget *parent = nullptr);

    void setForbidden(const QStringList &folders, const QString &baseFile);
    // The titles the game's other variants have (in any language), each with
    // its file: saving over that same file keeps its title free.
    void setTakenTitles(const QMultiHash<QString, QString> &titleToFile);
    QString title() const;
    QString fileName() const; // absolute, ending in .yaml

    // "Gold rush!" -> "gold-rush": lower-case ASCII letters and digits joined by '-'.
    static QString slug(const QString &title);
    // `folder`/`name`.yaml, or with -2, -3… when that file exists.
    static QString freeFileName(const QString &folder, const QString &name);

    void accept() override;

private:
    void titleEdited();
    void browse();
    QString problem() const;
    void update();

    QString m_folder;
    QStringList m_forbiddenFolders;
    QString m_baseFile;
    QMultiHash<QString, QString> m_takenTitles; // folded title -> absolute file
    QLineEdit *m_title;
    QLineEdit *m_file;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    bool m_fileChosen = false; // the person chose a file: the title no longer names it
};
