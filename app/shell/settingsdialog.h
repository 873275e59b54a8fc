#pragma once

#include "palette/colourvision.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

// Language and the tables' text size (both applied at once), animation pace
// and bot pace, the colour-vision palette (applied on OK, to tables open too),
// and where the lab's notebook is kept (the data folder, or a team's
// PostgreSQL server; read at the next start).
class SettingsDialog final : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const QString &currentLanguage, QWidget *parent = nullptr);

    QString language() const;
    // The notebook's location as chosen: empty for the file in the data folder.
    QString notebookLocation() const;

Q_SIGNALS:
    void languageChosen(const QString &code);
    // The tables' text size tried out (or, at Cancel, taken back), in percent.
    void textSizeChosen(int percent);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The constructor's steps: each setting's box, then the form.
    void setUpLanguage();
    void setUpTextSize();
    void setUpColours();
    void setUpNotebook();
    void layOut();

    void retranslate();
    static QString paletteName(colourvision::Palette palette);
    void accept() override;
    void reject() override; // also takes back a language tried out live
    void updateNotebook();

    QString m_initialLanguage;
    QComboBox *m_language;
    QComboBox *m_animation;
    QComboBox *m_bots;
    QCheckBox *m_waitForNewcomer;
    QLabel *m_languageLabel;
    QLabel *m_animationLabel;
    QLabel *m_botsLabel;
    QComboBox *m_colours;
    QLabel *m_coloursLabel;
    QComboBox *m_textSize;
    QLabel *m_textSizeLabel;
    QDialogButtonBox *m_buttons;
    QComboBox *m_notebook;
    QLineEdit *m_server;
    QLabel *m_notebookLabel, *m_serverLabel, *m_notebookNote;
};
