#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class VariantDocument;

// The variant's title and description in each of the five languages, as
// the start page and the new-game dialog show them. A language left empty
// shows the English text (or another one) instead; the title is required
// in at least one language. Every change is an undoable edit.
class TitlesPanel final : public QWidget {
    Q_OBJECT
public:
    explicit TitlesPanel(VariantDocument *document, QWidget *parent = nullptr);

    // The languages of variant files, in the order the files list them.
    static QStringList languages();
    QLineEdit *titleEdit(const QString &language) const;
    QLineEdit *descriptionEdit(const QString &language) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void load();
    void retranslate();

    VariantDocument *m_document;
    QLabel *m_intro;
    QLabel *m_titleHeading;
    QLabel *m_descriptionHeading;
    QList<QLineEdit *> m_titles;
    QList<QLineEdit *> m_descriptions;
};
