#include "problemsbox.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kLinesInTheBox = 8;

} // namespace

void warnOfProblems(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setObjectName(u"problemsBox"_s);
    const QStringList lines = text.split(u'\n');
    if (lines.size() > kLinesInTheBox) {
        const int more = int(lines.size()) - kLinesInTheBox;
        box.setText(lines.mid(0, kLinesInTheBox).join(u'\n') + u'\n'
            + QCoreApplication::translate("problems", "…and %n more, listed in the details.", nullptr, more));
        box.setDetailedText(text);
    }
    box.exec();
}
