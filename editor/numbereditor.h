#pragma once

#include <QSpinBox>

// A whole number as the designer types it. Its arrows stay within the
// parameter's range (setSoftRange), but a number typed outside it is kept as
// typed: the document's validation then says why it cannot be used, at the
// cell and in the list of problems, in the loader's words. Where a value
// outside the range cannot be kept at all (a deck's count), setStrict()
// refuses the keystroke and says why beside the editor, never silently.
class NumberEditor final : public QSpinBox {
    Q_OBJECT
public:
    explicit NumberEditor(QWidget *parent = nullptr);

    void setSoftRange(int minimum, int maximum);
    // Refuses what lies outside the soft range, saying `reason`.
    void setStrict(const QString &reason);
    // The reason last shown for a refused keystroke, and what it would have
    // made of the text; empty when none was since the text last changed.
    QString refusal() const { return m_refusal; }
    QString refusedText() const { return m_refusedText; }
    // The arrows and Page Up/Down lead into the range, never out of it.
    void stepBy(int steps) override;

Q_SIGNALS:
    void refused(const QString &reason);

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    StepEnabled stepEnabled() const override;

private:
    void showRefusal() const;
    void markOutside();

    int m_softMinimum = 0;
    int m_softMaximum = 0;
    bool m_strict = false;
    QString m_reason;
    mutable QString m_refusal;
    mutable QString m_refusedText;
};
