export default {
  policy_title: "Политика обработки персональных данных",
  policy_meta_description: "Политика {{site}} в отношении обработки персональных данных.",
  agreement_meta_description: "Согласие на обработку персональных данных для регистрации в {{site}}.",
  agreement_title: "Согласие на обработку персональных данных",
  back: "Вернуться",
};
