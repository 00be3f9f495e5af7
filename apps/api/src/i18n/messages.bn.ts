import type { MessageId } from './messages.en.js';

/*
 * The Bangla of every message of `messages.en.ts` (decision 328). Placeholders (`{name}`) stay as
 * they are; their values arrive formatted for Bangla (digits, money, dates: `format.ts`).
 */

/** The Bangla message of each id: a missing one does not compile (and `messages.test.ts` fails). */
export const BN_MESSAGES: Record<MessageId, string> = {
  'mail.hello': 'প্রিয় {name},',
  'mail.helloAnonymous': 'শুভেচ্ছা,',
  'mail.linkFallback': 'বোতামটি কাজ না করলে এই লিংকটি খুলুন: {url}',
  'mail.orderNumber': 'অর্ডার নম্বর: {number}',
  'mail.returnNumber': 'রিটার্ন নম্বর: {number}',
  'mail.action.seeMyOrders': 'আমার অর্ডারগুলো দেখুন',
  'mail.action.seeOrder': 'অর্ডারটি দেখুন',
  'mail.action.payFromMyOrders': 'আমার অর্ডার থেকে পেমেন্ট করুন',
  'mail.linesHeading': 'আপনার অর্ডারের লাইনগুলো:',
  'mail.line': '{product} ({sku}) {pieces}, প্রতিটি {unitPrice}: {lineTotal}',

  'mail.verify.subject': 'Partline-এর জন্য আপনার ই-মেইল ঠিকানা যাচাই করুন',
  'mail.verify.thanks': 'Partline অ্যাকাউন্ট খোলার জন্য ধন্যবাদ।',
  'mail.verify.confirm':
    'অনুগ্রহ করে নিশ্চিত করুন যে এই ই-মেইল ঠিকানাটি আপনার। লিংকটি এক ঘণ্টা বৈধ থাকবে।',
  'mail.verify.action': 'আমার ই-মেইল ঠিকানা যাচাই করুন',
  'mail.reset.subject': 'আপনার Partline পাসওয়ার্ড রিসেট করুন',
  'mail.reset.asked': 'কেউ (আশা করি আপনিই) আপনার Partline অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন।',
  'mail.reset.choose': 'নিচের লিংক দিয়ে নতুন পাসওয়ার্ড বেছে নিন; লিংকটি এক ঘণ্টা বৈধ থাকবে।',
  'mail.reset.ignore': 'আপনি এটি না চেয়ে থাকলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড একই থাকবে।',
  'mail.reset.action': 'নতুন পাসওয়ার্ড বেছে নিন',

  'mail.placed.subject': 'আপনার Partline অর্ডার: {product} {pieces}',
  'mail.placed.thanksLines':
    'আপনার {lineCount} লাইনের অর্ডারের জন্য ধন্যবাদ: মোট {pieces}, সর্বমোট {total}, {placedAt}-এ দেওয়া।',
  'mail.placed.thanksOne':
    'আপনার অর্ডারের জন্য ধন্যবাদ: {product} {pieces}, প্রতিটি {unitPrice}, সর্বমোট {total}, {placedAt}-এ দেওয়া।',
  'mail.placed.onAccount':
    'অর্ডারটি আপনার প্রতিষ্ঠানের অ্যাকাউন্টে নিশ্চিত হয়েছে এবং যন্ত্রাংশগুলো আপনার জন্য সংরক্ষিত। ইনভয়েস {invoice}{forPo} সংযুক্ত আছে; পরিশোধের শেষ তারিখ {dueDate}।',
  'mail.placed.forPo': ' (PO {po})',
  'mail.placed.bankTransfer':
    'যন্ত্রাংশগুলো {dueAt} পর্যন্ত আপনার জন্য সংরক্ষিত। সংযুক্ত প্রোফর্মা ইনভয়েসের অ্যাকাউন্টে BEFTN বা RTGS-এ {total} পাঠান, পেমেন্ট রেফারেন্স হিসেবে {reference} লিখে; টাকা পৌঁছালে আমরা অর্ডারটি নিশ্চিত করব।',
  'mail.placed.payLines': 'যন্ত্রাংশগুলো আপনার জন্য সংরক্ষিত। আমার অর্ডার থেকে অর্ডারটির পেমেন্ট করুন।',
  'mail.placed.payOne': 'পেমেন্ট হলেই যন্ত্রাংশগুলো আপনার জন্য সংরক্ষিত হবে। আমার অর্ডার থেকে পেমেন্ট করুন।',
  'mail.deliverTo': 'ডেলিভারির ঠিকানা: {address}',
  'mail.deliverToWithPhone': 'ডেলিভারির ঠিকানা: {address} (ফোন {phone})',
  'mail.yourPo': 'আপনার PO নম্বর: {po}',

  'mail.receipt.subject': 'পেমেন্ট পাওয়া গেছে: ইনভয়েস {invoice}',
  'mail.receipt.received': '{paidAt}-এ {product} {pieces}-এর জন্য আপনার {total} পেমেন্ট আমরা পেয়েছি।',
  'mail.receipt.attached':
    'আপনার ইনভয়েস {invoice} PDF হিসেবে সংযুক্ত। যেকোনো সময় আমার অর্ডার থেকে এটি আবার ডাউনলোড করতে পারবেন।',
  'mail.receipt.reference': 'পেমেন্ট রেফারেন্স: {reference}',

  'mail.expired.subject': 'আপনার Partline অর্ডার বাতিল হয়েছে: সময়মতো পেমেন্ট হয়নি',
  'mail.expired.body':
    '{placedAt}-এ দেওয়া আপনার অর্ডার ({product} {pieces}, সর্বমোট {total}) {minutes} মিনিটের মধ্যে পরিশোধ হয়নি। আমরা এটি বাতিল করেছি এবং এর জন্য সংরক্ষিত যন্ত্রাংশ ছেড়ে দিয়েছি; কোনো টাকা কাটা হয়নি।',
  'mail.buyAgain':
    'এই যন্ত্রাংশগুলো এখনও দরকার হলে আমার অর্ডার-এ অর্ডারটির "আবার কিনুন" ব্যবহার করে আবার চেকআউট করুন।',
  'mail.proformaExpired.subject': 'আপনার Partline প্রোফর্মা ইনভয়েসের মেয়াদ শেষ: অর্ডার {number}',
  'mail.proformaExpired.body':
    '{expired}: {placedAt}-এ দেওয়া আপনার {total}-এর অর্ডারের ট্রান্সফার {dueAt}-এর মধ্যে সম্পূর্ণ হয়নি।',
  'mail.proformaExpired.expired': 'প্রোফর্মা ইনভয়েসের মেয়াদ শেষ; স্টক ছেড়ে দেওয়া হয়েছে',
  'mail.proformaExpired.partReceived':
    'আমরা এর {received} পেয়েছি, তাই অর্ডারটি খোলা থাকছে; যন্ত্রাংশগুলো আর সংরক্ষিত নেই। বাকি টাকা নিষ্পত্তি বা ফেরতের জন্য আমরা আপনার সাথে যোগাযোগ করব।',
  'mail.proformaExpired.cancelled':
    'আমরা অর্ডারটি বাতিল করেছি; এর জন্য কোনো টাকা পাওয়া যায়নি। এই যন্ত্রাংশগুলো এখনও দরকার হলে আমার অর্ডার-এ অর্ডারটির "আবার কিনুন" ব্যবহার করে আবার চেকআউট করুন।',

  'mail.shipped.subjectPart': 'আপনার Partline অর্ডার {number}-এর একাংশ পাঠানো হয়েছে ({challan})',
  'mail.shipped.subject': 'আপনার Partline অর্ডার পাঠানো হয়েছে: {product} {pieces}',
  'mail.shipped.partLeft':
    'আপনার অর্ডারের এই পিসগুলো {shippedAt}-এ আমাদের কারখানা থেকে রওনা হয়েছে; বাকিগুলো পরে আসছে।',
  'mail.shipped.partLeftTo':
    'আপনার অর্ডারের এই পিসগুলো {shippedAt}-এ আমাদের কারখানা থেকে {address}-এর পথে রওনা হয়েছে; বাকিগুলো পরে আসছে।',
  'mail.shipped.left':
    'আপনার অর্ডার ({product} {pieces}) {shippedAt}-এ আমাদের কারখানা থেকে রওনা হয়েছে।',
  'mail.shipped.leftTo':
    'আপনার অর্ডার ({product} {pieces}) {shippedAt}-এ আমাদের কারখানা থেকে {address}-এর পথে রওনা হয়েছে।',
  'mail.shipped.review':
    'পৌঁছানোর পর অন্য ক্রেতাদের আপনার মতামত জানান: ড্যাশবোর্ড থেকে একটি রিভিউ লিখুন।',
  'mail.shipped.challan': 'ডেলিভারি চালান {number}: {carrier}{reference}।',
  'mail.shipped.trackingNumber': ', ট্র্যাকিং নম্বর {number}',
  'mail.shipped.vehicle': ', যানবাহন {number}',
  'mail.shipped.track': 'ট্র্যাক করুন: {url}',
  'mail.shipped.serials': '{sku}-এর সিরিয়াল নম্বর: {serials}।',
  'mail.shipped.serialsMore':
    '{sku}-এর সিরিয়াল নম্বর: {serials} এবং আরও {more}টি (সবগুলো চালানে ও অর্ডারের পাতায় আছে)।',

  'mail.backorder.subject': 'আপনার Partline অর্ডার {number}-এর ব্যাকঅর্ডার করা যন্ত্রাংশ স্টকে এসেছে',
  'mail.backorder.intro':
    'আপনার ব্যাকঅর্ডার করা যন্ত্রাংশ এখন স্টকে আছে এবং আপনার অর্ডারের জন্য সংরক্ষিত; এগুলো পাঠানো যাবে:',
  'mail.backorder.line': '{product} ({sku}) {pieces}',
  'mail.backorder.lineWaiting': '{product} ({sku}) {pieces}; {waiting} এখনও ব্যাকঅর্ডারে',
  'mail.backorder.waiting': 'ব্যাকঅর্ডারে থাকা বাকি পিসগুলো এলে আমরা আবার লিখব।',
  'mail.backorder.done': 'আপনার অর্ডারের কিছুই আর ব্যাকঅর্ডারে নেই।',

  'mail.quote.subject': 'আপনার Partline কোটেশন {number} প্রস্তুত: {total}',
  'mail.quote.answered': 'আপনার কোটেশন অনুরোধ {number}-এর (সংস্করণ {version}) উত্তর আমরা দিয়েছি।',
  'mail.quote.total': 'মোট: {total}, {validUntil} পর্যন্ত বৈধ।',
  'mail.quote.message': 'আমাদের বার্তা: {message}',
  'mail.quote.accept': 'এই দামে অর্ডার দিতে আপনার ড্যাশবোর্ড থেকে এটি গ্রহণ করুন।',
  'mail.quote.action': 'আমার কোটেশন দেখুন',

  'mail.invitation.subject': '{inviter} আপনাকে Partline-এ {company}-এ যোগ দিতে আমন্ত্রণ জানিয়েছেন',
  'mail.invitation.body':
    '{inviter} আপনাকে Partline-এ {company}-এর হয়ে {role} হিসেবে অর্ডার করতে আমন্ত্রণ জানিয়েছেন।',
  'mail.invitation.open':
    'গ্রহণ করতে লিংকটি খুলুন। আপনার Partline অ্যাকাউন্ট না থাকলে একই পাতা থেকে এই ই-মেইল ঠিকানা দিয়ে একটি খুলুন।',
  'mail.invitation.valid': 'লিংকটি একবার ব্যবহার করা যাবে এবং {expiresAt} পর্যন্ত বৈধ।',
  'mail.invitation.action': 'আমন্ত্রণ গ্রহণ করুন',
  'mail.invitation.role.admin': 'কোম্পানি অ্যাডমিন',
  'mail.invitation.role.buyer': 'ক্রেতা',

  'mail.approvalRequested.subject': 'অনুমোদন দরকার: {buyer}-এর {total}-এর অর্ডার',
  'mail.approvalRequested.body':
    '{buyer} ({email}) {placedAt}-এ একটি অর্ডার দিয়েছেন: {product} {pieces}, সর্বমোট {total}।',
  'mail.approvalRequested.waits':
    'এতে তাঁর এই মাসের খরচ সীমা ছাড়িয়ে যায়, তাই এটি একজন কোম্পানি অ্যাডমিনের অপেক্ষায়: আপনি অনুমোদন না দেওয়া পর্যন্ত কোনো স্টক সংরক্ষিত হবে না এবং কোনো টাকা কাটা হবে না।',
  'mail.approvalRequested.action': 'অনুমোদন বা প্রত্যাখ্যান করুন',
  'mail.approval.what': '{product} {pieces}',
  'mail.approval.subjectApproved': 'আপনার অর্ডার অনুমোদিত হয়েছে: {what}',
  'mail.approval.subjectDeclined': 'আপনার অর্ডার প্রত্যাখ্যাত হয়েছে: {what}',
  'mail.approval.approvedTransfer':
    '{decider} আপনার অর্ডার ({what}, সর্বমোট {total}) অনুমোদন করেছেন। যন্ত্রাংশগুলো {dueAt} পর্যন্ত আপনার জন্য সংরক্ষিত: সংযুক্ত প্রোফর্মা ইনভয়েসের অ্যাকাউন্টে BEFTN বা RTGS-এ মোট টাকা পাঠান, পেমেন্ট রেফারেন্স হিসেবে {reference} লিখে।',
  'mail.approval.approved':
    '{decider} আপনার অর্ডার ({what}, সর্বমোট {total}) অনুমোদন করেছেন। যন্ত্রাংশগুলো আপনার জন্য সংরক্ষিত; আমার অর্ডার থেকে পেমেন্ট করুন।',
  'mail.approval.declined': '{decider} আপনার অর্ডার ({what}) প্রত্যাখ্যান করেছেন।',
  'mail.approval.comment': 'তাঁর মন্তব্য: {comment}',

  'mail.overdue.subject': 'পেমেন্টের সময় পেরিয়ে গেছে: ইনভয়েস {invoice}',
  'mail.overdue.body':
    'ইনভয়েস {invoice}{toCompany}{po} পরিশোধের শেষ তারিখ ছিল {dueDate}। {total}-এর মধ্যে {open} এখনও বকেয়া।',
  'mail.overdue.toCompany': ' ({company})',
  'mail.overdue.po': ' (PO {po})',
  'mail.overdue.pay':
    'অনুগ্রহ করে ইনভয়েস নম্বর উল্লেখ করে ব্যাংক ট্রান্সফারে পরিশোধ করুন। পরিশোধ না হওয়া পর্যন্ত আপনার প্রতিষ্ঠান অ্যাকাউন্টে অর্ডার করতে পারবে না।',
  'mail.overdue.paidAlready':
    'ইতিমধ্যে পরিশোধ করে থাকলে ধন্যবাদ: পেমেন্টটি হয়তো এখনও আমাদের কাছে পৌঁছায়নি।',
  'mail.overdue.action': 'হিসাব বিবরণী দেখুন',

  'mail.return.itemSerial': '{product} ({sku}), সিরিয়াল নম্বর {serial}',
  'mail.return.itemPieces': '{product} ({sku}) {pieces}',
  'mail.return.requested.subject': 'আপনার Partline রিটার্ন {rma}-এর অনুরোধ হয়েছে',
  'mail.return.requested.intro': 'এগুলোর জন্য আপনার রিটার্ন অনুরোধ আমরা পেয়েছি:',
  'mail.return.requested.wait':
    'অনুগ্রহ করে এখনই কিছু পাঠাবেন না: দোকান অনুমোদন দিলে আমরা রিটার্নের নির্দেশনা লিখে পাঠাব।',
  'mail.return.approved.subject': 'আপনার Partline রিটার্ন {rma} অনুমোদিত হয়েছে',
  'mail.return.approved.intro': 'আপনার রিটার্ন অনুমোদিত হয়েছে:',
  'mail.return.approved.instructions': 'রিটার্নের নির্দেশনা: {text}',
  'mail.return.approved.label': 'রিটার্ন লেবেলটি প্রিন্ট করে পার্সেলে লাগান: {url}',
  'mail.return.rejected.subject': 'আপনার Partline রিটার্ন {rma} প্রত্যাখ্যাত হয়েছে',
  'mail.return.rejected.intro': 'দোকান আপনার এই রিটার্ন গ্রহণ করতে পারেনি:',
  'mail.return.rejected.why': 'কারণ: {text}',
  'mail.return.rejected.keep': 'অনুগ্রহ করে এই জিনিসগুলো ফেরত পাঠাবেন না।',
  'mail.return.received.subject': 'আপনার Partline রিটার্ন {rma} আমরা পেয়েছি',
  'mail.return.received.intro': 'আপনার রিটার্নের পণ্য পৌঁছেছে:',
  'mail.return.received.note': 'নোট: {text}',
  'mail.return.received.next': 'প্রতিটি জিনিস মেরামত, বদল বা ক্রেডিট হলে আমরা আবার লিখব।',
  'mail.return.resolved.subject': 'আপনার Partline রিটার্ন {rma}-এর জিনিসগুলোর নিষ্পত্তি হয়েছে',
  'mail.return.resolved.intro': 'দোকান আপনার রিটার্নের এই জিনিসগুলোর নিষ্পত্তি করেছে:',
  'mail.return.resolved.closed': 'রিটার্নের প্রতিটি জিনিসের নিষ্পত্তি হয়েছে: রিটার্নটি বন্ধ।',
  'mail.return.resolved.more': 'বাকি জিনিসগুলোর নিষ্পত্তি হলে আমরা আবার লিখব।',
  'pdf.table.description': 'বিবরণ',
  'pdf.table.unitPrice': 'একক মূল্য',
  'pdf.table.quantity': 'পরিমাণ',
  'pdf.table.amount': 'মূল্য',
  'pdf.orderedBy': 'অর্ডার করেছেন {name}',
  'pdf.total': 'মোট',
  'pdf.paid': 'পরিশোধিত',
  'pdf.balanceDue': 'বকেয়া',
  'pdf.payment': 'পেমেন্ট',
  'pdf.payInto': 'যে অ্যাকাউন্টে পরিশোধ করবেন',
  'pdf.reference': 'রেফারেন্স: {reference} ({provider})',

  'pdf.invoice.title': 'ইনভয়েস',
  'pdf.invoice.billTo': 'বিল প্রাপক',
  'pdf.invoice.number': 'ইনভয়েস নং',
  'pdf.invoice.date': 'ইনভয়েসের তারিখ',
  'pdf.invoice.order': 'অর্ডার',
  'pdf.invoice.poNumber': 'PO নম্বর',
  'pdf.invoice.terms': 'শর্ত',
  'pdf.invoice.termsNet': 'নিট {days} দিন',
  'pdf.invoice.dueDate': 'পরিশোধের শেষ তারিখ',
  'pdf.invoice.fiscalYear': 'অর্থবছর',
  'pdf.invoice.issuedAt': 'ইস্যুর তারিখ ও সময়',
  'pdf.invoice.onAccount': 'বাকিতে, নিট {days} দিন: পরিশোধের শেষ তারিখ {dueDate}। {payBy}',
  'pdf.invoice.paidBy': '{paidAt}-এ {card} দিয়ে পরিশোধিত',
  'pdf.invoice.cardEnding': '{brand} কার্ড (শেষ অঙ্ক {last4})',
  'pdf.invoice.card': 'কার্ড',
  'pdf.invoice.theInvoiceNumber': 'ইনভয়েস নম্বর',
  'pdf.invoice.footerPaid':
    'সব অঙ্ক বাংলাদেশি টাকায় (৳)। পেমেন্ট পাওয়ার সময় এই ইনভয়েসটি ইলেকট্রনিকভাবে ইস্যু করা হয়েছে এবং স্বাক্ষর ছাড়াই বৈধ। আপনার ব্যবসার জন্য ধন্যবাদ।',
  'pdf.invoice.footerOnAccount':
    'সব অঙ্ক বাংলাদেশি টাকায় (৳)। অর্ডারটি বাকিতে নিশ্চিত হওয়ার সময় এই ইনভয়েসটি ইলেকট্রনিকভাবে ইস্যু করা হয়েছে এবং স্বাক্ষর ছাড়াই বৈধ। প্রাপ্ত পেমেন্ট আপনার হিসাব বিবরণীতে দেখানো হয়। আপনার ব্যবসার জন্য ধন্যবাদ।',
  'pdf.tax.title': 'কর চালানপত্র',
  'pdf.tax.subtitle': 'মূসক-৬.৩ (Mushak-6.3)',
  'pdf.tax.col.description': 'পণ্যের বিবরণ',
  'pdf.tax.col.qty': 'পরিমাণ',
  'pdf.tax.col.unitPrice': 'একক মূল্য (মূসক ছাড়া)',
  'pdf.tax.col.value': 'মূল্য (মূসক ছাড়া)',
  'pdf.tax.col.sd': 'সম্পূরক শুল্ক',
  'pdf.tax.col.vatRate': 'মূসকের হার',
  'pdf.tax.col.vat': 'মূসক',
  'pdf.tax.col.total': 'সকল প্রকার শুল্ক ও করসহ মূল্য',
  'pdf.tax.exempt': 'অব্যাহতিপ্রাপ্ত',
  'pdf.tax.priceList': 'মূল্য তালিকা: {name}',
  'pdf.tax.warranty': 'চালানের দিন থেকে {months} মাসের ওয়ারেন্টি',
  'pdf.tax.bin': 'বিআইএন (BIN) {bin}',
  'pdf.tax.tin': 'টিআইএন (TIN) {tin}',
  'pdf.tax.tradeLicence': 'ট্রেড লাইসেন্স {number}',
  'pdf.tax.buyer': 'ক্রেতা',
  'pdf.tax.buyerBin': 'বিআইএন (BIN): {bin}',
  'pdf.tax.notRegistered': 'নিবন্ধিত নয়',
  'pdf.tax.country': 'দেশ: {country}',
  'pdf.tax.destination': 'সরবরাহের গন্তব্যস্থল',
  'pdf.tax.vehicles': 'যানবাহনের প্রকৃতি ও নম্বর',
  'pdf.tax.byRate': 'হার অনুযায়ী',
  'pdf.tax.rateVat': 'মূসক {rate}',
  'pdf.tax.rateExempt': '০% (অব্যাহতিপ্রাপ্ত)',
  'pdf.tax.rateSd': ', সম্পূরক শুল্ক {rate}',
  'pdf.tax.zeroRatedLine': 'মূসক ০% — রপ্তানি (শূন্য হার)',
  'pdf.tax.rateLine': '{label}: মূল্য {value}, সম্পূরক শুল্ক {sd}, মূসক {vat}',
  'pdf.tax.totalValue': 'মূল্য (মূসক ছাড়া)',
  'pdf.tax.totalSd': 'সম্পূরক শুল্ক',
  'pdf.tax.totalVat': 'মূসক',
  'pdf.tax.totalAll': 'সর্বমোট',
  'pdf.tax.inWords': 'কথায়: {words}',
  'pdf.tax.footer':
    'সব অঙ্ক বাংলাদেশি টাকায় (৳)। এই কর চালানপত্র (মূসক-৬.৩) ইলেকট্রনিকভাবে ইস্যু করা হয়েছে এবং স্বাক্ষর ছাড়াই বৈধ।',

  'pdf.quote.title': 'কোটেশন',
  'pdf.quote.number': 'কোটেশন নং',
  'pdf.quote.version': 'সংস্করণ',
  'pdf.quote.date': 'তারিখ',
  'pdf.quote.validUntil': 'বৈধ থাকবে',
  'pdf.quote.notQuoted': 'এখনও দাম দেওয়া হয়নি',
  'pdf.quote.status': 'অবস্থা',
  'pdf.quote.status.requested': 'দোকানের অপেক্ষায়',
  'pdf.quote.status.quoted': 'দাম দেওয়া হয়েছে',
  'pdf.quote.status.accepted': 'গৃহীত',
  'pdf.quote.status.declined': 'প্রত্যাখ্যাত',
  'pdf.quote.status.expired': 'মেয়াদোত্তীর্ণ',
  'pdf.quote.preparedFor': 'যার জন্য প্রস্তুত',
  'pdf.quote.message': 'বার্তা',
  'pdf.quote.termsHeading': 'শর্তাবলি',
  'pdf.proforma.title': 'প্রোফর্মা ইনভয়েস',
  'pdf.proforma.notTaxInvoice': 'এটি কর চালানপত্র নয়',
  'pdf.proforma.number': 'প্রোফর্মা নং',
  'pdf.proforma.reference': 'পেমেন্ট রেফারেন্স: {reference}',
  'pdf.proforma.howToPay': 'কীভাবে পরিশোধ করবেন',
  'pdf.proforma.transfer':
    'নিচের যেকোনো একটি অ্যাকাউন্টে পেমেন্ট রেফারেন্স উল্লেখ করে {total} পাঠান: BEFTN-এ (যেকোনো অঙ্ক, পরের কার্যদিবসে জমা হয়) অথবা RTGS-এ ({rtgsMinimum} থেকে, একই দিনে জমা হয়)। {validUntil} পর্যন্ত বৈধ: ততক্ষণ স্টক আপনার জন্য সংরক্ষিত। পুরো টাকা আমাদের কাছে পৌঁছালে কর চালানপত্র (মূসক-৬.৩) ইস্যু করা হয়।',
  'pdf.proforma.footer':
    'সব অঙ্ক বাংলাদেশি টাকায় (৳)। {notTaxInvoice}: পরিশোধের পর কর চালানপত্রে যা থাকবে এটি তা জানায়, এবং স্বাক্ষর ছাড়াই বৈধ।',
  'pdf.proforma.quote': 'কোটেশন',
  'pdf.proforma.quoteVersion': '{number}, সংস্করণ {version}',
  'pdf.proforma.cartNote': 'অর্ডার করার সময় এবং ট্রান্সফারে এই প্রোফর্মার নম্বর উল্লেখ করুন।',
  'pdf.proforma.quoteNote':
    'ব্যাংক ট্রান্সফারে পরিশোধ বেছে নিয়ে কোটেশনটি গ্রহণ করুন এবং তার অর্ডার নম্বর উল্লেখ করুন; গ্রহণের আগে করা ট্রান্সফারে এই নম্বর উল্লেখ করুন।',
  'pdf.challan.title': 'ডেলিভারি চালান',
  'pdf.challan.number': 'চালান নং',
  'pdf.challan.shippedOn': 'পাঠানোর তারিখ',
  'pdf.challan.taxInvoice': 'কর চালানপত্র',
  'pdf.challan.shipTo': 'যেখানে যাবে',
  'pdf.challan.phone': 'ফোন: {phone}',
  'pdf.challan.carrier': 'পরিবহনকারী',
  'pdf.challan.trackingNumber': 'ট্র্যাকিং নম্বর: {number}',
  'pdf.challan.vehicleNumber': 'যানবাহনের নম্বর: {number}',
  'pdf.challan.track': 'ট্র্যাক করুন: {url}',
  'pdf.challan.col.no': 'ক্রম',
  'pdf.challan.col.sku': 'SKU',
  'pdf.challan.col.product': 'পণ্য',
  'pdf.challan.continued': 'ডেলিভারি চালান {number} (অর্ডার {order}), পরের অংশ',
  'pdf.challan.serialsContinued': 'লাইন {line}, সিরিয়াল নম্বরের পরের অংশ',
  'pdf.challan.total': 'মোট: {pieces}',
  'pdf.challan.issuedBy': 'ইস্যুকারী',
  'pdf.challan.carriedBy': 'বহনকারী',
  'pdf.challan.receivedBy': 'গ্রহণকারী (নাম, স্বাক্ষর, তারিখ)',
  'pdf.challan.footer':
    'এই চালানে একটি চালানের পণ্যের তালিকা আছে, দাম ছাড়া: অর্ডারের কর চালানপত্রে (মূসক-৬.৩) দাম দেওয়া আছে। পৌঁছানোর পর সেটির সাথে পণ্য মিলিয়ে দেখে স্বাক্ষর করুন।',
  'pdf.returnLabel.title': 'রিটার্ন লেবেল',
  'pdf.returnLabel.order': 'অর্ডার {number}',
  'pdf.returnLabel.rma': 'RMA নম্বর: যা পাঠাবেন সবকিছুতে এটি লিখুন',
  'pdf.returnLabel.shipTo': 'প্রাপক',
  'pdf.returnLabel.department': 'রিটার্ন বিভাগ',
  'pdf.returnLabel.phone': 'ফোন {phone}',
  'pdf.returnLabel.from': 'প্রেরক',
  'pdf.returnLabel.contents': 'এই পার্সেলে যা আছে',
  'pdf.returnLabel.serial': 'সিরিয়াল নম্বর {serial}',
  'pdf.returnLabel.instructions': 'রিটার্নের নির্দেশনা',
  'pdf.returnLabel.footer':
    'ড্যাশ দেওয়া দাগ বরাবর লেবেলটি কেটে পার্সেলে টেপ দিয়ে লাগান। প্রিন্ট করতে না পারলে পার্সেলে বড় করে {number} লিখুন।',
  'pdf.note.creditTitle': 'ক্রেডিট নোট',
  'pdf.note.debitTitle': 'ডেবিট নোট',
  'pdf.note.form': 'ফরম',
  'pdf.note.creditForm': 'মূসক-৬.৭ (Mushak-6.7)',
  'pdf.note.debitForm': 'মূসক-৬.৮ (Mushak-6.8)',
  'pdf.note.number': 'নোট নং',
  'pdf.note.issued': 'ইস্যুর তারিখ',
  'pdf.note.originalInvoice': 'মূল কর চালানপত্র',
  'pdf.note.buyerNotRegistered': 'বিআইএন (BIN): নিবন্ধিত নয়',
  'pdf.note.reason': 'কারণ',
  'pdf.note.totalCredited': 'মোট ক্রেডিট',
  'pdf.note.totalDebited': 'মোট ডেবিট',
  'pdf.note.refund': 'ফেরত',
  'pdf.note.cardRefund': 'কার্ডে ফেরত {reference}',
  'pdf.note.footerCredit':
    'সব অঙ্ক বাংলাদেশি টাকায় (৳)। এই নোট কর চালানপত্র {invoice} ও তার মূসক কমায় (মূল্য সংযোজন কর ও সম্পূরক শুল্ক আইন ২০১২, ধারা ৪৪; মূসক বিধিমালা ২০১৬, বিধি ৪২)। ইলেকট্রনিকভাবে ইস্যু করা, স্বাক্ষর ছাড়াই বৈধ।',
  'pdf.note.footerDebit':
    'সব অঙ্ক বাংলাদেশি টাকায় (৳)। এই নোট কর চালানপত্র {invoice} ও তার মূসক বাড়ায় (মূল্য সংযোজন কর ও সম্পূরক শুল্ক আইন ২০১২, ধারা ৪৪; মূসক বিধিমালা ২০১৬, বিধি ৪২)। ইলেকট্রনিকভাবে ইস্যু করা, স্বাক্ষর ছাড়াই বৈধ।',
  'pdf.quote.terms':
    'দাম প্রতি পিস টাকায়, ডেলিভারি ছাড়া। কোটেশনটি তার বৈধতার শেষ দিন (ঢাকার সময়) পর্যন্ত বৈধ; শুধু সর্বশেষ সংস্করণটি গ্রহণ করা যায়। গ্রহণ করলে এই দামে একটি অর্ডার হয়, তার স্টক সংরক্ষিত থাকে এবং আপনার ড্যাশবোর্ড থেকে কার্ডে, অথবা দোকান যেখানে পেমেন্টের শর্ত দিয়েছে সেখানে আপনার প্রতিষ্ঠানের অ্যাকাউন্টে পরিশোধ করা হয়।',
};
