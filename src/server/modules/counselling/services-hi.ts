import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import type { CounsellingService } from '../../db/tables/counselling.js';

/**
 * The Hindi text of the 12 counselling services (docs/product-rules.md "Counselling services"). The services are the
 * product's reference data, not admin content (seed.ts inserts them; no admin screen edits them), so their Hindi is
 * written here beside the English seed and applied with `localised`, like an admin's Hindi values: a Hindi reader
 * gets these fields, anything missing stays English. Keyed by the stable service id.
 */
type ServiceHindi = {
  title: string;
  description: string;
  covered: string[];
  excluded: string[];
  disclaimer_text: string;
  disclaimer_points?: string[];
  note?: string;
  partner_name?: string;
};

const GENERAL_DISCLAIMER = 'काउंसलिंग शैक्षिक मार्गदर्शन है, किसी उत्पाद को ख़रीदने या बेचने की सलाह नहीं। फ़ैसले आपके ही रहते हैं।';

export const SERVICES_HI: Readonly<Record<number, ServiceHindi>> = {
  1: {
    title: 'वित्तीय काउंसलिंग',
    description: 'प्रमाणित काउंसलर के साथ 45 मिनट का आमने-सामने सत्र: बजट, बचत, लक्ष्य और आपकी पूरी वित्तीय योजना पर।',
    covered: ['बजट और नकदी प्रवाह की समीक्षा', 'आपातकालीन कोष और लक्ष्य योजना', 'करने योग्य बातों का लिखित सारांश'],
    excluded: ['किसी ख़ास उत्पाद को ख़रीदना या बेचना', 'आपकी ओर से रिटर्न या काग़ज़ात भरना'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['सत्र गोपनीय रहते हैं।', 'सबसे अच्छी सलाह के लिए हाल के स्टेटमेंट साथ लाएँ।'],
    note: '45 मिनट, आमने-सामने, ऑनलाइन।',
  },
  2: {
    title: 'निवेश पोर्टफ़ोलियो समीक्षा',
    description: 'आपके लक्ष्यों और जोखिम प्रोफ़ाइल के हिसाब से आपके म्यूचुअल फ़ंड, जमा और दूसरे निवेशों की समीक्षा।',
    covered: ['एसेट एलोकेशन की जाँच', 'फ़ंडों का ओवरलैप और लागत', 'रीबैलेंसिंग के सुझाव'],
    excluded: ['लेन-देन करना', 'गारंटीशुदा रिटर्न का अनुमान'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['पिछला प्रदर्शन भविष्य के रिटर्न की गारंटी नहीं है।'],
  },
  3: {
    title: 'स्टॉक पोर्टफ़ोलियो समीक्षा',
    description: 'आपके सीधे शेयर निवेश पर एक नज़र: एकाग्रता, गुणवत्ता और आपकी योजना से मेल।',
    covered: ['सेक्टर और शेयरों की एकाग्रता', 'अलग-अलग शेयरों का जोखिम', 'लक्ष्यों के साथ लंबी अवधि का मेल'],
    excluded: ['टिप्स या लक्ष्य मूल्य', 'इंट्राडे या डेरिवेटिव ट्रेडिंग की सलाह'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['प्रतिभूतियों में निवेश बाज़ार जोखिमों के अधीन है।'],
  },
  4: {
    title: 'टैक्स काउंसलिंग',
    description: 'पुरानी बनाम नई व्यवस्था, कटौतियाँ, पूंजीगत लाभ और उनसे जुड़े काग़ज़ात।',
    covered: ['इस वर्ष के लिए टैक्स व्यवस्था का चुनाव', 'आप जिन कटौतियों और छूटों का दावा कर सकते हैं', 'पूंजीगत लाभ की बुनियादी बातें'],
    excluded: ['रिटर्न दाख़िल करना (अलग से शुल्क बताया जाता है)', 'टैक्स अधिकारियों के सामने प्रतिनिधित्व'],
    disclaimer_text: 'रिटर्न दाख़िल करने और नोटिस का शुल्क अलग है; काउंसलर कोई भी काम शुरू करने से पहले लागत बताते हैं।',
    disclaimer_points: ['हर बजट में टैक्स नियम बदलते हैं; सलाह चालू वर्ष के लिए है।'],
    note: 'रिटर्न दाख़िल करने का शुल्क अलग से बताया जाता है।',
  },
  5: {
    title: 'बीमा काउंसलिंग',
    description: 'आपको कितना जीवन और स्वास्थ्य बीमा चाहिए, और क्या आपकी मौजूदा पॉलिसियाँ काफ़ी हैं।',
    covered: [
      'जीवन बीमा की पर्याप्तता (ह्यूमन लाइफ़ वैल्यू)',
      'स्वास्थ्य बीमा और फ़ैमिली फ़्लोटर की समीक्षा',
      'राइडर और अपवादों की जानकारी',
    ],
    excluded: ['कोई पॉलिसी बेचना', 'आपकी ओर से क्लेम का निपटारा'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['बीमा की पेशकश केवल लाइसेंसधारी बीमाकर्ता ही कर सकते हैं।'],
  },
  6: {
    title: 'शेयर बाज़ार कोर्स',
    description: 'बाज़ार कैसे काम करता है, इस पर एक व्यवस्थित कोर्स: बुनियादी सिद्धांतों से लेकर कंपनी के नतीजे पढ़ने तक।',
    covered: ['बाज़ार की बुनियादी बातें और साधन', 'वित्तीय विवरण पढ़ना', 'लंबी अवधि का पोर्टफ़ोलियो बनाना'],
    excluded: ['ट्रेडिंग टिप्स', 'निजी पोर्टफ़ोलियो सलाह (इसके लिए समीक्षा बुक करें)'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['डिस्काउंट कोड से कोर्स फ़ीस कम हो सकती है।'],
    note: 'शेयर बाज़ार कोर्स के पेज से अलग से ख़रीदा जाता है।',
  },
  7: {
    title: 'कर्ज़ काउंसलिंग',
    description: 'लोन और कार्ड के बकाये को काबू में लाने की योजना: चुकाने का क्रम, प्रीपेमेंट और लेनदारों से बात।',
    covered: ['हर लोन की सूची और लागत', 'चुकाने का क्रम (एवलांच या स्नोबॉल)', 'प्रीपेमेंट बनाम निवेश'],
    excluded: ['नए लोन या क्रेडिट लाइन', 'आपकी ओर से लेनदारों से मोलभाव'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['सत्र से पहले लोन स्टेटमेंट साझा करें।'],
  },
  8: {
    title: 'प्रतिभूतियों पर लोन',
    description: 'अपने म्यूचुअल फ़ंड या शेयर बेचे बिना उन पर लोन लें, हमारे लेंडिंग पार्टनर के ज़रिए 15 मिनट की आसान प्रक्रिया में।',
    covered: ['आपकी होल्डिंग पर पात्रता की जाँच', 'डिजिटल गिरवी और मंज़ूरी', 'ब्याज केवल इस्तेमाल की गई राशि पर'],
    excluded: ['गैर-सूचीबद्ध प्रतिभूतियों पर लोन', 'लोन लेना चाहिए या नहीं, इसकी सलाह (कर्ज़ काउंसलिंग बुक करें)'],
    disclaimer_text: 'हमारे लेंडिंग पार्टनर की सेवा; उनकी शर्तें, ब्याज दरें और शुल्क लागू होते हैं।',
    disclaimer_points: ['FinWell को ऐसा कोई कमीशन नहीं मिलता जिससे आपकी दर बदले।'],
    note: 'हमारे पार्टनर के साथ 15 मिनट की आसान प्रक्रिया।',
    partner_name: 'पार्टनर लेंडर',
  },
  9: {
    title: 'कर्ज़ समेकन',
    description: 'कई ऊँचे ब्याज वाले लोन को हमारे पार्टनर के ज़रिए एक सस्ते लोन में मिलाएँ।',
    covered: ['पात्रता की जाँच', 'कई EMI की जगह एक EMI', 'कुल ब्याज की तुलना'],
    excluded: ['मंज़ूरी की गारंटी', 'डिफ़ॉल्ट हुए लोन का निपटारा (कर्ज़ समाधान देखें)'],
    disclaimer_text: 'हमारे पार्टनर की सेवा; मंज़ूरी और शर्तें उनके विवेक पर हैं।',
    partner_name: 'पार्टनर लेंडर',
  },
  10: {
    title: 'कर्ज़ समाधान',
    description: 'बकाया लोन और कार्ड के बकाये में मदद: हमारे पार्टनर के ज़रिए व्यवस्थित सेटलमेंट और वसूली-उत्पीड़न से सुरक्षा।',
    covered: ['बकाया खातों का आकलन', 'बातचीत से तय सेटलमेंट योजना', 'क्रेडिट स्कोर सुधारने का मार्गदर्शन'],
    excluded: ['अदालत में क़ानूनी प्रतिनिधित्व', 'नया क्रेडिट'],
    disclaimer_text: 'हमारे पार्टनर की सेवा; सेटलमेंट से आपके क्रेडिट स्कोर पर असर पड़ सकता है।',
    partner_name: 'पार्टनर समाधान फ़र्म',
  },
  11: {
    title: 'क़ानूनी काउंसलिंग',
    description: 'वसीयत, नामांकन, संपत्ति के काग़ज़ात और उपभोक्ता विवाद, एक योग्य सलाहकार की ज़बानी।',
    covered: ['वसीयत और नामांकन', 'संपत्ति के दस्तावेज़ों की जाँच-सूची', 'उपभोक्ता शिकायत की प्रक्रिया'],
    excluded: ['दस्तावेज़ तैयार करना या पंजीकृत कराना', 'अदालत में प्रतिनिधित्व'],
    disclaimer_text: GENERAL_DISCLAIMER,
    disclaimer_points: ['यह सामान्य क़ानूनी जानकारी है, क़ानूनी राय नहीं।'],
  },
  12: {
    title: 'क्रेडिट कार्ड का बेहतर उपयोग',
    description: 'अपने कार्डों का पूरा फ़ायदा उठाएँ: रिवॉर्ड, शुल्क, लिमिट और बकाया रिवॉल्विंग राशि चुकाने की योजना।',
    covered: ['शुल्क और ब्याज की समीक्षा', 'रिवॉर्ड की रणनीति', 'कार्ड का बकाया चुकाने की योजना'],
    excluded: ['आपकी ओर से नए कार्ड के लिए आवेदन'],
    disclaimer_text: GENERAL_DISCLAIMER,
  },
};

/** A service's text fields in the reader's language (the English row where a field has no Hindi). */
export function serviceText(row: CounsellingService, locale: Locale): CounsellingService {
  return localised({ ...row, hi: SERVICES_HI[row.id] }, locale);
}

/** A service's title in the reader's language. */
export function serviceTitle(id: number, english: string, locale: Locale): string {
  return locale === 'hi-IN' ? (SERVICES_HI[id]?.title ?? english) : english;
}
