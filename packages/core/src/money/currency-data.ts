/**
 * ISO 4217 currencies as `code|English name|narrow symbol|minor digits`, one per line. Minor digits follow
 * ISO 4217 (docs/accounting-au.md section 9); names and symbols are those browsers show in English.
 */
export const CURRENCY_DATA = `
AED|United Arab Emirates Dirham|AED|2
AFN|Afghan Afghani|؋|2
ALL|Albanian Lek|ALL|2
AMD|Armenian Dram|֏|2
ANG|Netherlands Antillean Guilder|ANG|2
AOA|Angolan Kwanza|Kz|2
ARS|Argentine Peso|$|2
AUD|Australian Dollar|$|2
AWG|Aruban Florin|AWG|2
AZN|Azerbaijani Manat|₼|2
BAM|Bosnia-Herzegovina Convertible Mark|KM|2
BBD|Barbadian Dollar|$|2
BDT|Bangladeshi Taka|৳|2
BGN|Bulgarian Lev|BGN|2
BHD|Bahraini Dinar|BHD|3
BIF|Burundian Franc|BIF|0
BMD|Bermudan Dollar|$|2
BND|Brunei Dollar|$|2
BOB|Bolivian Boliviano|Bs|2
BRL|Brazilian Real|R$|2
BSD|Bahamian Dollar|$|2
BTN|Bhutanese Ngultrum|BTN|2
BWP|Botswanan Pula|P|2
BYN|Belarusian Ruble|BYN|2
BZD|Belize Dollar|$|2
CAD|Canadian Dollar|$|2
CDF|Congolese Franc|CDF|2
CHF|Swiss Franc|CHF|2
CLF|Chilean Unit of Account (UF)|CLF|4
CLP|Chilean Peso|$|0
CNY|Chinese Yuan|¥|2
COP|Colombian Peso|$|2
CRC|Costa Rican Colón|₡|2
CUC|Cuban Convertible Peso|$|2
CUP|Cuban Peso|$|2
CVE|Cape Verdean Escudo|CVE|2
CZK|Czech Koruna|Kč|2
DJF|Djiboutian Franc|DJF|0
DKK|Danish Krone|kr|2
DOP|Dominican Peso|$|2
DZD|Algerian Dinar|DZD|2
EGP|Egyptian Pound|E£|2
ERN|Eritrean Nakfa|ERN|2
ETB|Ethiopian Birr|ETB|2
EUR|Euro|€|2
FJD|Fijian Dollar|$|2
FKP|Falkland Islands Pound|£|2
GBP|British Pound|£|2
GEL|Georgian Lari|₾|2
GHS|Ghanaian Cedi|GH₵|2
GIP|Gibraltar Pound|£|2
GMD|Gambian Dalasi|GMD|2
GNF|Guinean Franc|FG|0
GTQ|Guatemalan Quetzal|Q|2
GYD|Guyanaese Dollar|$|2
HKD|Hong Kong Dollar|$|2
HNL|Honduran Lempira|L|2
HRK|Croatian Kuna|kn|2
HTG|Haitian Gourde|HTG|2
HUF|Hungarian Forint|Ft|2
IDR|Indonesian Rupiah|Rp|2
ILS|Israeli New Shekel|₪|2
INR|Indian Rupee|₹|2
IQD|Iraqi Dinar|IQD|3
IRR|Iranian Rial|IRR|2
ISK|Icelandic Króna|kr|0
JMD|Jamaican Dollar|$|2
JOD|Jordanian Dinar|JOD|3
JPY|Japanese Yen|¥|0
KES|Kenyan Shilling|KES|2
KGS|Kyrgyz Som|⃀|2
KHR|Cambodian Riel|៛|2
KMF|Comorian Franc|CF|0
KPW|North Korean Won|₩|2
KRW|South Korean Won|₩|0
KWD|Kuwaiti Dinar|KWD|3
KYD|Cayman Islands Dollar|$|2
KZT|Kazakhstani Tenge|₸|2
LAK|Laotian Kip|₭|2
LBP|Lebanese Pound|L£|2
LKR|Sri Lankan Rupee|Rs|2
LRD|Liberian Dollar|$|2
LSL|Lesotho Loti|LSL|2
LYD|Libyan Dinar|LYD|3
MAD|Moroccan Dirham|MAD|2
MDL|Moldovan Leu|MDL|2
MGA|Malagasy Ariary|Ar|2
MKD|Macedonian Denar|MKD|2
MMK|Myanmar Kyat|K|2
MNT|Mongolian Tugrik|₮|2
MOP|Macanese Pataca|MOP|2
MRU|Mauritanian Ouguiya|MRU|2
MUR|Mauritian Rupee|Rs|2
MVR|Maldivian Rufiyaa|MVR|2
MWK|Malawian Kwacha|MWK|2
MXN|Mexican Peso|$|2
MYR|Malaysian Ringgit|RM|2
MZN|Mozambican Metical|MZN|2
NAD|Namibian Dollar|$|2
NGN|Nigerian Naira|₦|2
NIO|Nicaraguan Córdoba|C$|2
NOK|Norwegian Krone|kr|2
NPR|Nepalese Rupee|Rs|2
NZD|New Zealand Dollar|$|2
OMR|Omani Rial|OMR|3
PAB|Panamanian Balboa|PAB|2
PEN|Peruvian Sol|PEN|2
PGK|Papua New Guinean Kina|PGK|2
PHP|Philippine Peso|₱|2
PKR|Pakistani Rupee|Rs|2
PLN|Polish Zloty|zł|2
PYG|Paraguayan Guarani|₲|0
QAR|Qatari Riyal|QAR|2
RON|Romanian Leu|lei|2
RSD|Serbian Dinar|RSD|2
RUB|Russian Ruble|₽|2
RWF|Rwandan Franc|RF|0
SAR|Saudi Riyal|SAR|2
SBD|Solomon Islands Dollar|$|2
SCR|Seychellois Rupee|SCR|2
SDG|Sudanese Pound|SDG|2
SEK|Swedish Krona|kr|2
SGD|Singapore Dollar|$|2
SHP|St. Helena Pound|£|2
SLE|Sierra Leonean Leone|SLE|2
SLL|Sierra Leonean Leone (1964—2022)|SLL|2
SOS|Somali Shilling|SOS|2
SRD|Surinamese Dollar|$|2
SSP|South Sudanese Pound|£|2
STN|São Tomé & Príncipe Dobra|Db|2
SVC|Salvadoran Colón|SVC|2
SYP|Syrian Pound|£|2
SZL|Swazi Lilangeni|SZL|2
THB|Thai Baht|฿|2
TJS|Tajikistani Somoni|TJS|2
TMT|Turkmenistani Manat|TMT|2
TND|Tunisian Dinar|TND|3
TOP|Tongan Paʻanga|T$|2
TRY|Turkish Lira|₺|2
TTD|Trinidad & Tobago Dollar|$|2
TWD|New Taiwan Dollar|$|2
TZS|Tanzanian Shilling|TZS|2
UAH|Ukrainian Hryvnia|₴|2
UGX|Ugandan Shilling|UGX|0
USD|US Dollar|$|2
UYI|Uruguayan Peso (Indexed Units)|UYI|0
UYU|Uruguayan Peso|$|2
UYW|Uruguayan Nominal Wage Index Unit|UYW|4
UZS|Uzbekistani Som|UZS|2
VES|Venezuelan Bolívar|VES|2
VND|Vietnamese Dong|₫|0
VUV|Vanuatu Vatu|VUV|0
WST|Samoan Tala|WST|2
XAF|Central African CFA Franc|FCFA|0
XCD|East Caribbean Dollar|$|2
XCG|Caribbean guilder|Cg.|2
XDR|Special Drawing Rights|XDR|2
XOF|West African CFA Franc|F CFA|0
XPF|CFP Franc|CFPF|0
XSU|Sucre|XSU|2
YER|Yemeni Rial|YER|2
ZAR|South African Rand|R|2
ZMW|Zambian Kwacha|ZK|2
ZWG|Zimbabwean Gold|ZWG|2
ZWL|Zimbabwean Dollar (2009–2024)|ZWL|2
`
