import {
  BANK_TRANSFER_MESSAGES,
  COMPANY_ROLE_LABELS,
  INVOICE_STATUS_LABELS,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  TAX_DOCUMENT_MESSAGES,
} from '@partline/shared';

/*
 * The English messages of the e-mails and PDFs (decision 328): ICU MessageFormat, rendered by
 * Lingui's runtime (`translator.ts`). English is the source: these texts are the specification's
 * and the documents' words as they were printed before Bangla, word for word. Every message here
 * needs its Bangla in `messages.bn.ts` (the type and `messages.test.ts` fail without it).
 */

/** The English message of each id. */
export const EN_MESSAGES = {
  // The frame of every e-mail (templates.ts).
  'mail.hello': 'Hello {name},',
  'mail.helloAnonymous': 'Hello,',
  'mail.linkFallback': 'If the button does not work, open this link: {url}',
  'mail.orderNumber': 'Order number: {number}',
  'mail.returnNumber': 'Return number: {number}',
  'mail.action.seeMyOrders': 'See my orders',
  'mail.action.seeOrder': 'See the order',
  'mail.action.payFromMyOrders': 'Pay from My Orders',
  'mail.linesHeading': 'The lines of your order:',
  'mail.line': '{pieces} of {product} ({sku}) at {unitPrice} each: {lineTotal}',

  // Account e-mails (auth.ts).
  'mail.verify.subject': 'Verify your e-mail address for Partline',
  'mail.verify.thanks': 'Thank you for creating a Partline account.',
  'mail.verify.confirm':
    'Please confirm that this e-mail address is yours. The link is valid for one hour.',
  'mail.verify.action': 'Verify my e-mail address',
  'mail.reset.subject': 'Reset your Partline password',
  'mail.reset.asked':
    'Someone (hopefully you) asked to reset the password of your Partline account.',
  'mail.reset.choose': 'Choose a new password with the link below; it is valid for one hour.',
  'mail.reset.ignore':
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
  'mail.reset.action': 'Choose a new password',

  // Order placed.
  'mail.placed.subject': 'Your Partline order: {pieces} of {product}',
  'mail.placed.thanksLines':
    'Thank you for your order of {lineCount} lines, {pieces} in all, {total} in total, placed on {placedAt}.',
  'mail.placed.thanksOne':
    'Thank you for your order of {pieces} of {product} at {unitPrice} each, {total} in total, placed on {placedAt}.',
  'mail.placed.onAccount':
    "The order is confirmed on your company's account and the parts are reserved for you. Invoice {invoice}{forPo} is attached; it is due on {dueDate}.",
  'mail.placed.forPo': ' for PO {po}',
  'mail.placed.bankTransfer':
    'The parts are reserved for you until {dueAt}. Transfer {total} by BEFTN or RTGS to the account on the attached proforma invoice, with {reference} as the payment reference; we confirm the order once the transfer reaches us.',
  'mail.placed.payLines': 'The parts are reserved for you. Pay for the order from My Orders.',
  'mail.placed.payOne':
    'The parts are reserved for you once the order is paid. Pay for it from My Orders.',
  'mail.deliverTo': 'Deliver to: {address}',
  'mail.deliverToWithPhone': 'Deliver to: {address} (phone {phone})',
  'mail.yourPo': 'Your PO number: {po}',

  // Payment receipt.
  'mail.receipt.subject': 'Payment received: invoice {invoice}',
  'mail.receipt.received':
    'We received your payment of {total} for {pieces} of {product} on {paidAt}.',
  'mail.receipt.attached':
    'Your invoice {invoice} is attached as a PDF. You can download it again from My Orders at any time.',
  'mail.receipt.reference': 'Payment reference: {reference}',

  // Not paid in time; proforma expired.
  'mail.expired.subject': 'Your Partline order was cancelled: not paid in time',
  'mail.expired.body':
    'Your order of {pieces} of {product}, {total} in total, placed on {placedAt}, was not paid within {minutes} minutes. We cancelled it and released the parts reserved for it; nothing was charged.',
  'mail.buyAgain':
    'If you still need these parts, use Buy again on the order in My Orders and check out again.',
  'mail.proformaExpired.subject': 'Your Partline proforma invoice expired: order {number}',
  'mail.proformaExpired.body':
    '{expired}: the transfer for your order of {total}, placed on {placedAt}, was not complete by {dueAt}.',
  'mail.proformaExpired.expired': 'The proforma invoice expired; the stock was released',
  'mail.proformaExpired.partReceived':
    'We received {received} of it, so the order stays open; the parts are no longer reserved. We will contact you to settle the rest or refund it.',
  'mail.proformaExpired.cancelled':
    'We cancelled the order; nothing was received for it. If you still need these parts, use Buy again on the order in My Orders and check out again.',

  // Shipped.
  'mail.shipped.subjectPart': 'Part of your Partline order {number} has shipped ({challan})',
  'mail.shipped.subject': 'Your Partline order has shipped: {pieces} of {product}',
  'mail.shipped.partLeft':
    'These pieces of your order left our factory on {shippedAt}; the rest follows.',
  'mail.shipped.partLeftTo':
    'These pieces of your order left our factory on {shippedAt} and are on their way to {address}; the rest follows.',
  'mail.shipped.left': 'Your order of {pieces} of {product} left our factory on {shippedAt}.',
  'mail.shipped.leftTo':
    'Your order of {pieces} of {product} left our factory on {shippedAt} and is on its way to {address}.',
  'mail.shipped.review':
    'Once it has arrived, tell other buyers what you think: add a review from your dashboard.',
  'mail.shipped.challan': 'Delivery challan {number}: {carrier}{reference}.',
  'mail.shipped.trackingNumber': ', tracking number {number}',
  'mail.shipped.vehicle': ', vehicle {number}',
  'mail.shipped.track': 'Track it: {url}',
  'mail.shipped.serials': 'Serial numbers of {sku}: {serials}.',
  'mail.shipped.serialsMore':
    "Serial numbers of {sku}: {serials} and {more} more (all are on the challan and the order's page).",

  // Backorder allocated.
  'mail.backorder.subject': 'Backordered parts of your Partline order {number} are in stock',
  'mail.backorder.intro':
    'Parts you ordered on backorder are now in stock and reserved for your order; they can ship:',
  'mail.backorder.line': '{pieces} of {product} ({sku})',
  'mail.backorder.lineWaiting': '{pieces} of {product} ({sku}); {waiting} still on backorder',
  'mail.backorder.waiting': 'We will write again when the pieces still on backorder arrive.',
  'mail.backorder.done': 'Nothing of your order is on backorder any more.',

  // Quote answered.
  'mail.quote.subject': 'Your Partline quote {number} is ready: {total}',
  'mail.quote.answered':
    'We have answered your request for quotation {number} (version {version}).',
  'mail.quote.total': 'Total: {total}, valid until {validUntil}.',
  'mail.quote.message': 'Our message: {message}',
  'mail.quote.accept': 'Accept it from your dashboard to place the order at these prices.',
  'mail.quote.action': 'See my quote',

  // Invitation.
  'mail.invitation.subject': '{inviter} invites you to {company} on Partline',
  'mail.invitation.body': '{inviter} invites you to order for {company} on Partline as {role}.',
  'mail.invitation.open':
    'Open the link to accept. If you have no Partline account yet, create one with this e-mail address from the same page.',
  'mail.invitation.valid': 'The link can be used once and is valid until {expiresAt}.',
  'mail.invitation.action': 'Accept the invitation',
  'mail.invitation.role.admin': COMPANY_ROLE_LABELS.admin,
  'mail.invitation.role.buyer': COMPANY_ROLE_LABELS.buyer,

  // Approvals.
  'mail.approvalRequested.subject': "Approval needed: {buyer}'s order of {total}",
  'mail.approvalRequested.body':
    '{buyer} ({email}) placed an order of {pieces} of {product}, {total} in total, on {placedAt}.',
  'mail.approvalRequested.waits':
    'It takes their spending this month above their limit, so it waits for a company admin: no stock is reserved and nothing is charged until you approve it.',
  'mail.approvalRequested.action': 'Approve or decline',
  'mail.approval.what': '{pieces} of {product}',
  'mail.approval.subjectApproved': 'Your order was approved: {what}',
  'mail.approval.subjectDeclined': 'Your order was declined: {what}',
  'mail.approval.approvedTransfer':
    '{decider} approved your order of {what}, {total} in total. The parts are reserved for you until {dueAt}: transfer the total by BEFTN or RTGS to the account on the attached proforma invoice, with {reference} as the payment reference.',
  'mail.approval.approved':
    '{decider} approved your order of {what}, {total} in total. The parts are reserved for you; pay for it from My Orders.',
  'mail.approval.declined': '{decider} declined your order of {what}.',
  'mail.approval.comment': 'Their comment: {comment}',

  // Overdue.
  'mail.overdue.subject': 'Payment overdue: invoice {invoice}',
  'mail.overdue.body':
    'Invoice {invoice}{toCompany}{po} was due on {dueDate}. {open} of {total} is still open.',
  'mail.overdue.toCompany': ' to {company}',
  'mail.overdue.po': ' (PO {po})',
  'mail.overdue.pay':
    'Please pay it by bank transfer, quoting the invoice number. Until it is paid, your company cannot order on account.',
  'mail.overdue.paidAlready':
    'If you have paid already, thank you: the payment may not have reached us yet.',
  'mail.overdue.action': 'See the statement',

  // Returns.
  'mail.return.itemSerial': '{product} ({sku}), serial number {serial}',
  'mail.return.itemPieces': '{pieces} of {product} ({sku})',
  'mail.return.requested.subject': 'Your Partline return {rma} is requested',
  'mail.return.requested.intro': 'We received your return request for:',
  'mail.return.requested.wait':
    'Please do not send anything yet: we will write with the return instructions once the shop approves it.',
  'mail.return.approved.subject': 'Your Partline return {rma} is approved',
  'mail.return.approved.intro': 'Your return is approved for:',
  'mail.return.approved.instructions': 'Return instructions: {text}',
  'mail.return.approved.label': 'Print the return label and put it on the parcel: {url}',
  'mail.return.rejected.subject': 'Your Partline return {rma} is rejected',
  'mail.return.rejected.intro': 'The shop could not accept your return of:',
  'mail.return.rejected.why': 'Why: {text}',
  'mail.return.rejected.keep': 'Please do not send these items back.',
  'mail.return.received.subject': 'We received your Partline return {rma}',
  'mail.return.received.intro': 'The goods of your return arrived:',
  'mail.return.received.note': 'Note: {text}',
  'mail.return.received.next':
    'We will write again when each item is repaired, replaced or credited.',
  'mail.return.resolved.subject': 'Items of your Partline return {rma} are resolved',
  'mail.return.resolved.intro': 'The shop resolved these items of your return:',
  'mail.return.resolved.closed': 'Every item of the return is resolved: the return is closed.',
  'mail.return.resolved.more': 'We will write again when the other items are resolved.',
  // The PDFs' shared layout (pdf/layout.ts).
  'pdf.table.description': 'Description',
  'pdf.table.unitPrice': 'Unit price',
  'pdf.table.quantity': 'Quantity',
  'pdf.table.amount': 'Amount',
  'pdf.orderedBy': 'Ordered by {name}',
  'pdf.total': 'Total',
  'pdf.paid': 'Paid',
  'pdf.balanceDue': 'Balance due',
  'pdf.payment': 'PAYMENT',
  'pdf.payInto': 'PAY INTO',
  // An account to pay into and the sentence naming them (`payeeBankAccountLines` and
  // `payByTransferSentence` of the shared package, held equal by messages.test.ts).
  'pdf.payee.bank': 'Bank',
  'pdf.payee.bankAndBranch': '{bank}, {branch} branch',
  'pdf.payee.accountName': 'Account name',
  'pdf.payee.accountNumber': 'Account number',
  'pdf.payee.routingNumber': 'Routing number',
  'pdf.payee.swift': 'SWIFT',
  'pdf.payBy.none': 'Pay by bank transfer quoting {what}.',
  'pdf.payBy.into': 'Pay by bank transfer into {into} quoting {what}.',
  'pdf.payBy.account': '{bank} account {accountNumber}',
  'pdf.payBy.or': ' or ',
  'pdf.reference': 'Reference: {reference} ({provider})',

  // Invoices (modules/invoices/invoice-pdf.ts); the tax invoice is Mushak-6.3 (decision 306).
  'pdf.invoice.title': 'INVOICE',
  'pdf.invoice.billTo': 'BILL TO',
  'pdf.invoice.number': 'Invoice no.',
  'pdf.invoice.date': 'Invoice date',
  'pdf.invoice.order': 'Order',
  'pdf.invoice.poNumber': 'PO number',
  'pdf.invoice.terms': 'Terms',
  'pdf.invoice.termsNet': 'Net {days}',
  'pdf.invoice.dueDate': 'Due date',
  'pdf.invoice.fiscalYear': 'Fiscal year',
  'pdf.invoice.issuedAt': 'Date and time of issue',
  'pdf.invoice.onAccount': 'On account, net {days} days: due on {dueDate}. {payBy}',
  'pdf.invoice.paidBy': 'Paid by {card} on {paidAt}',
  'pdf.invoice.cardEnding': '{brand} card ending {last4}',
  'pdf.invoice.card': 'card',
  'pdf.invoice.theInvoiceNumber': 'the invoice number',
  'pdf.invoice.footerPaid':
    'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when the payment was received and is valid without a signature. Thank you for your business.',
  'pdf.invoice.footerOnAccount':
    'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when the order was confirmed on account and is valid without a signature. Payments received are shown on your statement of account. Thank you for your business.',
  'pdf.tax.title': 'Tax invoice',
  'pdf.tax.subtitle': 'Mushak-6.3',
  'pdf.tax.col.description': 'Description',
  'pdf.tax.col.qty': 'Qty',
  'pdf.tax.col.unitPrice': 'Unit price excl. VAT',
  'pdf.tax.col.value': 'Value excl. VAT',
  'pdf.tax.col.sd': 'SD',
  'pdf.tax.col.vatRate': 'VAT rate',
  'pdf.tax.col.vat': 'VAT',
  'pdf.tax.col.total': 'Value incl. all',
  'pdf.tax.exempt': 'Exempt',
  'pdf.tax.priceList': 'Price list: {name}',
  'pdf.tax.warranty': 'Warranty {months} months from shipment',
  'pdf.tax.bin': 'BIN {bin}',
  'pdf.tax.tin': 'TIN {tin}',
  'pdf.tax.tradeLicence': 'Trade licence {number}',
  'pdf.tax.buyer': 'BUYER',
  'pdf.tax.buyerBin': 'BIN: {bin}',
  'pdf.tax.notRegistered': TAX_DOCUMENT_MESSAGES.notRegistered,
  'pdf.tax.country': 'Country: {country}',
  'pdf.tax.destination': 'DELIVERY DESTINATION',
  'pdf.tax.vehicles': 'VEHICLE TYPE AND NUMBER',
  'pdf.tax.byRate': 'BY RATE',
  'pdf.tax.rateVat': 'VAT {rate}',
  'pdf.tax.rateExempt': '0% (exempt)',
  'pdf.tax.rateSd': ', SD {rate}',
  'pdf.tax.zeroRatedLine': TAX_DOCUMENT_MESSAGES.zeroRatedLine,
  'pdf.tax.rateLine': '{label}: value {value}, SD {sd}, VAT {vat}',
  'pdf.tax.totalValue': 'Value excl. VAT',
  'pdf.tax.totalSd': 'Supplementary duty',
  'pdf.tax.totalVat': 'VAT',
  'pdf.tax.totalAll': 'Total incl. all',
  'pdf.tax.inWords': 'In words: {words}',
  'pdf.amountsInTaka': 'Amounts are in Bangladeshi Taka (Tk.).',
  'pdf.amountsIn': "Amounts are in {currency}, with their Taka values at the order's rate.",
  'pdf.tax.inTaka': 'In Taka at {rate}: value excl. VAT {value}, SD {sd}, VAT {vat}, total {total}',
  'pdf.note.inTaka': 'In Taka at {rate}: total {total}, VAT {vat}.',
  'pdf.tax.footer':
    'This tax invoice (Mushak-6.3) was issued electronically and is valid without a signature.',

  // Quotes (modules/quotes/quote-pdf.ts, decision 155).
  'pdf.quote.title': 'QUOTATION',
  'pdf.quote.number': 'Quote no.',
  'pdf.quote.version': 'Version',
  'pdf.quote.date': 'Date',
  'pdf.quote.validUntil': 'Valid until',
  'pdf.quote.notQuoted': 'Not quoted yet',
  'pdf.quote.status': 'Status',
  'pdf.quote.status.requested': QUOTE_STATUS_LABELS.requested,
  'pdf.quote.status.quoted': QUOTE_STATUS_LABELS.quoted,
  'pdf.quote.status.accepted': QUOTE_STATUS_LABELS.accepted,
  'pdf.quote.status.declined': QUOTE_STATUS_LABELS.declined,
  'pdf.quote.status.expired': QUOTE_STATUS_LABELS.expired,
  'pdf.quote.preparedFor': 'PREPARED FOR',
  'pdf.quote.message': 'MESSAGE',
  'pdf.quote.termsHeading': 'TERMS',
  'pdf.quote.terms': QUOTE_MESSAGES.terms,

  // Proforma invoices (modules/invoices/proforma-pdf.ts, flows/proforma.ts; decision 314).
  'pdf.proforma.title': 'Proforma invoice',
  'pdf.proforma.notTaxInvoice': BANK_TRANSFER_MESSAGES.notTaxInvoice,
  'pdf.proforma.number': 'Proforma no.',
  'pdf.proforma.reference': 'Payment reference: {reference}',
  'pdf.proforma.howToPay': 'HOW TO PAY',
  'pdf.proforma.transfer':
    'Transfer {total} by BEFTN (any amount, credited the next working day) or RTGS (from {rtgsMinimum}, credited the same day) into one of the accounts below, quoting the payment reference. Valid until {validUntil}: the stock is held for you until then. The tax invoice (Mushak-6.3) is issued once the whole amount has reached us.',
  'pdf.proforma.footer':
    '{notTaxInvoice}: it states what the tax invoice will show once paid, and is valid without a signature.',
  'pdf.proforma.quote': 'Quote',
  'pdf.proforma.quoteVersion': '{number}, version {version}',
  'pdf.proforma.cartNote': "Quote this proforma's number when ordering, and with your transfer.",
  'pdf.proforma.quoteNote':
    'Accept the quote by bank transfer and quote its order number; a transfer made before accepting quotes this number.',

  // Delivery challans (modules/shipments/challan-pdf.ts, decision 321).
  'pdf.challan.title': 'Delivery Challan',
  'pdf.challan.number': 'Challan no.',
  'pdf.challan.shippedOn': 'Date shipped',
  'pdf.challan.taxInvoice': 'Tax invoice',
  'pdf.challan.shipTo': 'SHIP TO',
  'pdf.challan.phone': 'Phone: {phone}',
  'pdf.challan.carrier': 'CARRIER',
  'pdf.challan.trackingNumber': 'Tracking number: {number}',
  'pdf.challan.vehicleNumber': 'Vehicle number: {number}',
  'pdf.challan.track': 'Track it: {url}',
  'pdf.challan.col.no': 'No.',
  'pdf.challan.col.sku': 'SKU',
  'pdf.challan.col.product': 'Product',
  'pdf.challan.continued': 'Delivery Challan {number} (order {order}), continued',
  'pdf.challan.serialsContinued': 'Line {line}, serial numbers continued',
  'pdf.challan.total': 'Total: {pieces}',
  'pdf.challan.issuedBy': 'Issued by',
  'pdf.challan.carriedBy': 'Carried by',
  'pdf.challan.receivedBy': 'Received by (name, signature, date)',
  'pdf.challan.footer':
    'This challan lists the goods of one consignment, without prices: the tax invoice (Mushak-6.3) of the order states them. Please check the goods against it on arrival and sign for them.',

  // Return labels (modules/returns/return-label-pdf.ts, decision 322).
  'pdf.returnLabel.title': 'RETURN LABEL',
  'pdf.returnLabel.order': 'Order {number}',
  'pdf.returnLabel.rma': 'RMA number: quote it on everything you send',
  'pdf.returnLabel.shipTo': 'SHIP TO',
  'pdf.returnLabel.department': 'Returns department',
  'pdf.returnLabel.phone': 'Phone {phone}',
  'pdf.returnLabel.from': 'FROM',
  'pdf.returnLabel.contents': 'IN THIS PARCEL',
  'pdf.returnLabel.serial': 'serial number {serial}',
  'pdf.returnLabel.instructions': 'RETURN INSTRUCTIONS',
  'pdf.returnLabel.footer':
    'Cut out the label along the dashed line and tape it on the parcel. If you cannot print it, write {number} large on the parcel.',

  // Statements of account (modules/invoices/statement-pdf.ts, decision 145); in English the words
  // of the shared `statementFigures`, `paymentPartsOf` and `settledPartsOf`.
  'pdf.statement.title': 'STATEMENT OF ACCOUNT',
  'pdf.statement.customer': 'CUSTOMER',
  'pdf.statement.date': 'Statement date',
  'pdf.statement.cardOnly': 'Card only',
  'pdf.statement.creditLimit': 'Credit limit',
  'pdf.statement.openBalance': 'Open balance',
  'pdf.statement.overdue': 'Overdue',
  'pdf.statement.availableCredit': 'Available credit',
  'pdf.statement.col.invoice': 'Invoice',
  'pdf.statement.col.issued': 'Issued',
  'pdf.statement.col.due': 'Due',
  'pdf.statement.col.open': 'Open',
  'pdf.statement.status.open': INVOICE_STATUS_LABELS.open,
  'pdf.statement.status.partly_paid': INVOICE_STATUS_LABELS.partly_paid,
  'pdf.statement.status.paid': INVOICE_STATUS_LABELS.paid,
  'pdf.statement.status.overdue': INVOICE_STATUS_LABELS.overdue,
  'pdf.statement.status.credited': INVOICE_STATUS_LABELS.credited,
  'pdf.statement.noInvoices': 'No invoices on account.',
  'pdf.statement.notes': 'CREDIT AND DEBIT NOTES',
  'pdf.statement.note': '{date}  {number}  for {invoice}  {amount}  ({reason})',
  'pdf.statement.payments': 'PAYMENTS RECEIVED',
  'pdf.statement.payment': '{date}  {received}{reference}  ({against})',
  'pdf.statement.received': 'Received {amount}',
  'pdf.statement.reference': '  ref. {reference}',
  'pdf.statement.vatWithheld': 'VAT withheld {amount} (Mushak-6.6 no. {number}, {date})',
  'pdf.statement.incomeTaxWithheld':
    'Income tax withheld {amount} (certificate no. {number}, {date})',
  'pdf.statement.settled': '{number} {amount}',
  'pdf.statement.settledVat': ' + VAT withheld {amount}',
  'pdf.statement.settledIncomeTax': ' + income tax withheld {amount}',
  'pdf.statement.amountsIn': 'Amounts are in {currency}.',
  'pdf.statement.theInvoiceNumbers': 'the invoice numbers',
  'pdf.statement.overdueBlocks': 'Invoices past their due date block new orders on account.',

  // Credit and debit notes (modules/invoices/tax-note-pdf.ts, decision 310).
  'pdf.note.creditTitle': 'CREDIT NOTE',
  'pdf.note.debitTitle': 'DEBIT NOTE',
  'pdf.note.form': 'Form',
  'pdf.note.creditForm': 'Mushak-6.7',
  'pdf.note.debitForm': 'Mushak-6.8',
  'pdf.note.number': 'Note no.',
  'pdf.note.issued': 'Issued',
  'pdf.note.originalInvoice': 'Original invoice',
  'pdf.note.buyerNotRegistered': 'BIN: not registered',
  'pdf.note.reason': 'REASON',
  'pdf.note.totalCredited': 'Total credited',
  'pdf.note.totalDebited': 'Total debited',
  'pdf.note.refund': 'REFUND',
  'pdf.note.cardRefund': 'Card refund {reference}',
  'pdf.note.footerCredit':
    'This note reduces tax invoice {invoice} and its VAT (VAT and SD Act 2012 s. 44; VAT Rules 2016 r. 42). Issued electronically, valid without a signature.',
  'pdf.note.footerDebit':
    'This note increases tax invoice {invoice} and its VAT (VAT and SD Act 2012 s. 44; VAT Rules 2016 r. 42). Issued electronically, valid without a signature.',
} as const;

/** The id of a message of the e-mails and PDFs. */
export type MessageId = keyof typeof EN_MESSAGES;
