#include "numbereditor.h"

#include <QLineEdit>
#include <QTimer>
#include <QToolTip>

#include <algorithm>

namespace {

// Wide enough for any count or score a rulebook has, narrow enough that the
// spin box's arithmetic never overflows.
constexpr int kLooseBound = 999'999'999;

} // namespace

NumberEditor::NumberEditor(QWidget *parent) : QSpinBox(parent)
{
    setRange(-kLooseBound, kLooseBound);
    connect(this, &QSpinBox::valueChanged, this, &NumberEditor::markOutside);
    // A keystroke taken after a refused one answers it (textEdited: the
    // spin box itself says its text again when Return is pressed).
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] {
        m_refusal.clear();
        m_refusedText.clear();
    });
}

void NumberEditor::setSoftRange(int minimum, int maximum)
{
    m_softMinimum = minimum;
    m_softMaximum = maximum;
    if (m_strict)
        setRange(minimum, maximum);
    markOutside();
}

void NumberEditor::setStrict(const QString &reason)
{
    m_strict = true;
    m_reason = reason;
    setRange(m_softMinimum, m_softMaximum);
}

QValidator::State NumberEditor::validate(QString &input, int &pos) const
{
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state == QValidator::Invalid && m_strict) {
        m_refusal = m_reason;
        m_refusedText = input;
        // Shown once the key press is over: validate() runs inside it.
        QTimer::singleShot(0, this, &NumberEditor::showRefusal);
    }
    return state;
}

void NumberEditor::showRefusal() const
{
    QToolTip::showText(mapToGlobal(rect().bottomLeft()), m_refusal, const_cast<NumberEditor *>(this));
    Q_EMIT const_cast<NumberEditor *>(this)->refused(m_refusal);
}

void NumberEditor::stepBy(int steps)
{
    // The arrows lead into the range, never out of it.
    setValue(std::clamp(value() + steps, m_softMinimum, m_softMaximum));
    selectAll();
}

QAbstractSpinBox::StepEnabled NumberEditor::stepEnabled() const
{
    StepEnabled enabled = StepNone;
    if (value() < m_softMaximum)
        enabled |= StepUpEnabled;
    if (value() > m_softMinimum)
        enabled |= StepDownEnabled;
    return enabled;
}

void NumberEditor::markOutside()
{
    // Kept, but not usable: red, as the problem will be at the cell.
    const bool outside = value() < m_softMinimum || value() > m_softMaximum;
    QPalette colours = palette();
    colours.setColor(QPalette::Text, outside ? QColor(200, 30, 30) : QPalette().color(QPalette::Text));
    setPalette(colours);
}
