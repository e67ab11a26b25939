// Russian is the default and the source of truth for keys: one module per area, en/ mirrors ru/.
import app from "./app";
import language from "./language";
import nav from "./nav";
import login from "./login";
import auth_layout from "./auth_layout";
import home from "./home";
import not_found from "./not_found";
import errors from "./errors";
import developers from "./developers";
import outbox from "./outbox";
import notices from "./notices";
import registration from "./registration";
import personal_data from "./personal_data";
import dialog from "./dialog";
import profile from "./profile";
import accounts from "./accounts";
import feedback from "./feedback";
import forms from "./forms";
import payment from "./payment";
import meters from "./meters";
import requests from "./requests";
import request_new from "./request_new";
import polls from "./polls";
import oss from "./oss";
import shop from "./shop";
import club from "./club";
import support from "./support";

const ru = {
  app,
  language,
  nav,
  login,
  auth_layout,
  home,
  not_found,
  errors,
  developers,
  outbox,
  notices,
  registration,
  personal_data,
  dialog,
  profile,
  accounts,
  feedback,
  forms,
  payment,
  meters,
  requests,
  request_new,
  polls,
  oss,
  shop,
  club,
  support,
};

export default ru;
