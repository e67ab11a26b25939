export default {
  title: "API для интеграторов",
  heading: "Контракт API поставщика",
  intro:
    "Описание вызовов, которые портал делает к API управляющей компании. Подключите свой API и проверьте его соответствие контракту.",
  conventions: "Соглашения",
  convention_headers: "Каждый запрос несёт заголовок client: web; запросы жителя — токен в заголовке acx.",
  convention_business: "Ошибка бизнес-логики — ответ HTTP 200 с непустым полем Error (или error).",
  convention_401: "Неверный или отсутствующий токен — HTTP 401.",
  convention_http: "Прочие ошибки HTTP могут содержать поле Message.",
  convention_not_in_spec:
    "Вызовы с пометкой «путь не из спецификации» названы в спецификации без пути; путь выбран нами.",
  convention_checker:
    "Расширение x-conformance говорит программе проверки, как вызвать операцию; запустите её против своего API:",
  operations: "Операции",
  schemas: "Схемы",
  public: "без входа",
  not_in_spec: "путь не из спецификации",
  parameters: "Параметры",
  request_body: "Тело запроса",
  responses: "Ответы",
  field: "Поле",
  location: "Где",
  type: "Тип",
  required: "Обязательное",
  description: "Описание",
  yes: "да",
};
